import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/renderWithTheme.js';
import { SEARCH_DEBOUNCE_MS, SearchField, type SearchFieldProps } from './SearchField.js';

/** The field with its applied value in state, as a list page keeps it in the URL. */
function Harness({ initial, onSearch, ...props }: Partial<SearchFieldProps> & { initial?: string; onSearch: (next: string | undefined) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <SearchField
        label="Search"
        {...props}
        value={value}
        onSearch={(next) => {
          onSearch(next);
          setValue(next);
        }}
      />
      <button type="button" onClick={() => setValue(undefined)}>
        Reset
      </button>
      <button type="button" onClick={() => setValue('from-back')}>
        Back
      </button>
    </>
  );
}

const box = () => screen.getByRole('searchbox', { name: 'Search' });
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('SearchField', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('applies the trimmed text only after the quiet time, restarting on each keystroke', () => {
    const onSearch = vi.fn();
    renderWithTheme(<Harness onSearch={onSearch} />);
    type('an');
    wait(SEARCH_DEBOUNCE_MS - 1);
    type('anna ');
    wait(SEARCH_DEBOUNCE_MS - 1);
    expect(onSearch).not.toHaveBeenCalled();
    wait(1);
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('anna');
    // The box keeps what was typed (the trailing space) though "anna" is now in force.
    expect(box()).toHaveValue('anna ');
  });

  it('an empty box is no search; the same text again is not re-applied', () => {
    const onSearch = vi.fn();
    renderWithTheme(<Harness initial="anna" onSearch={onSearch} />);
    type(' anna  ');
    wait(SEARCH_DEBOUNCE_MS);
    expect(onSearch).not.toHaveBeenCalled();
    type('   ');
    wait(SEARCH_DEBOUNCE_MS);
    expect(onSearch).toHaveBeenCalledExactlyOnceWith(undefined);
  });

  it('honours delayMs and cuts to maxLength', () => {
    const onSearch = vi.fn();
    renderWithTheme(<Harness onSearch={onSearch} delayMs={100} maxLength={5} />);
    expect(box()).toHaveAttribute('maxLength', '5');
    type('abcdefgh');
    wait(100);
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('abcde');
  });

  it('Escape and the clear button empty the box and apply at once; focus stays in the box', () => {
    const onSearch = vi.fn();
    renderWithTheme(<Harness initial="anna" onSearch={onSearch} clearLabel="Clear the search" />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(onSearch).toHaveBeenLastCalledWith(undefined);
    expect(box()).toHaveValue('');
    expect(box()).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear the search' })).not.toBeInTheDocument();

    type('bob');
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(box()).toHaveValue('');
    wait(SEARCH_DEBOUNCE_MS);
    // The pending "bob" was dropped, never applied.
    expect(onSearch.mock.calls).toEqual([[undefined]]);
  });

  it('an Escape on an empty box is not swallowed', () => {
    const outer = vi.fn();
    renderWithTheme(
      <div onKeyDown={outer}>
        <SearchField label="Search" value={undefined} onSearch={() => undefined} />
      </div>,
    );
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(outer).toHaveBeenCalledTimes(1);
  });

  it('a new value from outside (reset, Back) replaces the typed text and cancels the pending search', () => {
    const onSearch = vi.fn();
    renderWithTheme(<Harness initial="anna" onSearch={onSearch} />);
    type('bo');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(box()).toHaveValue('from-back');
    wait(SEARCH_DEBOUNCE_MS);
    expect(box()).toHaveValue('from-back');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(box()).toHaveValue('');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('names its clear button "Clear search" by default', () => {
    renderWithTheme(<SearchField label="Search" value="x" onSearch={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Clear search' })).toBeInTheDocument();
  });
});
