import { renderWithProviders } from '@agent-portal/test-utils';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState';
import { NoDataImage } from './NoDataImage';

describe('EmptyState', () => {
  it('shows title, description and action, with a decorative default image', () => {
    const { container } = renderWithProviders(
      <EmptyState title="No data found" description="Nothing yet." action={<button>Reload</button>} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No data found' })).toBeInTheDocument();
    expect(screen.getByText('Nothing yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('accepts another image or none', () => {
    renderWithProviders(<EmptyState title="Empty" image={null} />);
    expect(screen.getByTestId('empty-state').querySelector('svg')).toBeNull();
  });
});

describe('NoDataImage', () => {
  it('is an image named by its title', () => {
    renderWithProviders(<NoDataImage title="Nothing here" />);
    expect(screen.getByRole('img', { name: 'Nothing here' })).toBeInTheDocument();
  });
});
