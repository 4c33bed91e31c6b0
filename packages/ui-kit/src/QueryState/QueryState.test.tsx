import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/renderWithTheme.js';
import { BusySkeleton } from './BusySkeleton.js';
import { LoadErrorAlert } from './LoadErrorAlert.js';
import { QueryState } from './QueryState.js';

interface Page {
  count: number;
  data: string[];
}

const loaded: Page = { count: 2, data: ['Ava', 'Ben'] };

describe('QueryState: the four states of an RTK Query result', () => {
  it('loading: a busy skeleton by default, or the given node', () => {
    const { rerender } = renderWithTheme(<QueryState query={{ isLoading: true, isError: false }}>{() => 'content'}</QueryState>);
    expect(screen.getByRole('status', { name: 'Loading…' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('content')).not.toBeInTheDocument();
    rerender(
      <QueryState query={{ isLoading: true }} loading={<p>Loading payments…</p>}>
        content
      </QueryState>,
    );
    expect(screen.getByText('Loading payments…')).toBeInTheDocument();
  });

  it('error: an alert whose retry button calls refetch', async () => {
    const user = userEvent.setup();
    const refetch = vi.fn();
    renderWithTheme(
      <QueryState query={{ isLoading: false, isError: true, refetch }} errorText="The payments could not be loaded.">
        {(page: Page) => page.data.join(', ')}
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The payments could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('error: missing data for a render function counts as an error; flat props override the query', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderWithTheme(
      <QueryState<Page> query={{ data: undefined, isLoading: false, isError: false }} onRetry={onRetry} retryLabel="Reload">
        {(page) => page.data.join(', ')}
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The data could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('empty: the EmptyState (no-data image) when isEmpty says so, or the given node', () => {
    const empty = { count: 0, data: [] };
    const { rerender } = renderWithTheme(
      <QueryState query={{ data: empty, isLoading: false, isError: false }} isEmpty={(p) => p.count === 0} emptyTitle="No payments yet" emptyDescription="They appear after your first charge.">
        {(page) => page.data.join(', ')}
      </QueryState>,
    );
    expect(screen.getByTestId('empty-state')).toHaveTextContent('No payments yet');
    expect(screen.getByText('They appear after your first charge.')).toBeInTheDocument();
    rerender(
      <QueryState query={{ data: empty }} isEmpty={(p) => p.count === 0} empty={<p>Nothing due</p>}>
        {(page) => page.data.join(', ')}
      </QueryState>,
    );
    expect(screen.getByText('Nothing due')).toBeInTheDocument();
    rerender(
      <QueryState query={{ data: empty }} isEmpty={(p) => p.count === 0}>
        {(page) => page.data.join(', ')}
      </QueryState>,
    );
    expect(screen.getByRole('heading', { name: 'No data found' })).toBeInTheDocument();
  });

  it('data: children called with the data, or plain nodes', () => {
    const { rerender } = renderWithTheme(
      <QueryState query={{ data: loaded, isLoading: false, isError: false }} isEmpty={(p) => p.count === 0}>
        {(page) => <p>{page.data.join(', ')}</p>}
      </QueryState>,
    );
    expect(screen.getByText('Ava, Ben')).toBeInTheDocument();
    rerender(
      <QueryState isLoading={false} isError={false}>
        <p>static content</p>
      </QueryState>,
    );
    expect(screen.getByText('static content')).toBeInTheDocument();
  });
});

describe('LoadErrorAlert and BusySkeleton', () => {
  it('the alert has no retry button without onRetry', () => {
    renderWithTheme(<LoadErrorAlert text="Nope" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Nope');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('the skeleton draws the lines given', () => {
    renderWithTheme(<BusySkeleton label="Loading invoices…" lines={[{ height: 32 }, { height: 48, width: '40%' }]} />);
    const region = screen.getByRole('status', { name: 'Loading invoices…' });
    expect(region.querySelectorAll('.MuiSkeleton-root')).toHaveLength(2);
  });
});
