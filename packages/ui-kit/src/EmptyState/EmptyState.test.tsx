import { renderWithTheme } from '../test/renderWithTheme.js';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState } from './EmptyState.js';
import { ListEmptyState } from './ListEmptyState.js';
import { NoDataImage } from './NoDataImage.js';

describe('EmptyState', () => {
  it('shows title, description and action, with a decorative default image', () => {
    const { container } = renderWithTheme(
      <EmptyState title="No data found" description="Nothing yet." action={<button>Reload</button>} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No data found' })).toBeInTheDocument();
    expect(screen.getByText('Nothing yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('accepts another image or none', () => {
    renderWithTheme(<EmptyState title="Empty" image={null} />);
    expect(screen.getByTestId('empty-state').querySelector('svg')).toBeNull();
  });
});

describe('NoDataImage', () => {
  it('is an image named by its title', () => {
    renderWithTheme(<NoDataImage title="Nothing here" />);
    expect(screen.getByRole('img', { name: 'Nothing here' })).toBeInTheDocument();
  });
});

describe('ListEmptyState', () => {
  const props = {
    noMatchTitle: 'No match',
    noMatchDescription: 'Try other words.',
    emptyTitle: 'Nothing yet',
    emptyDescription: 'Rows will appear here.',
    resetLabel: 'Reset filters',
  };

  it('unfiltered: "nothing yet" without a reset button', () => {
    renderWithTheme(<ListEmptyState {...props} filtered={false} onReset={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Nothing yet' })).toBeInTheDocument();
    expect(screen.getByText('Rows will appear here.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('filtered: "no match" and a reset button that calls onReset (none without onReset)', async () => {
    const onReset = vi.fn();
    const view = renderWithTheme(<ListEmptyState {...props} filtered onReset={onReset} />);
    expect(screen.getByRole('heading', { name: 'No match' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(onReset).toHaveBeenCalledTimes(1);
    view.unmount();
    renderWithTheme(<ListEmptyState {...props} filtered />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
