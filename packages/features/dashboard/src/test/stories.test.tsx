import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as cardStories from '../widgets/WidgetCard.stories.js';

const card = composeStories(cardStories);

describe('dashboard widget stories render their states (issue #12)', () => {
  it('WidgetCard Loaded, Loading and Failed', async () => {
    const loaded = render(<card.Loaded />);
    expect(screen.getByRole('region', { name: 'Reminders' })).toHaveTextContent('You’re all caught up.');
    expect(screen.getByRole('link', { name: 'All announcements' })).toHaveAttribute('href', '/help/announcements');
    loaded.unmount();
    const loading = render(<card.Loading />);
    expect(screen.getByRole('status', { name: 'Reminders' })).toBeInTheDocument();
    expect(screen.queryByText('You’re all caught up.')).not.toBeInTheDocument();
    loading.unmount();
    render(<card.Failed />);
    expect(screen.getByText('Your reminders could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'All announcements' })).not.toBeInTheDocument();
  });
});
