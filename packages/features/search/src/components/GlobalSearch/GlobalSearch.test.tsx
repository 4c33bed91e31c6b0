import { renderWithProviders, serveProfile } from '@agent-portal/test-utils';
import { fireEvent, screen, waitFor, waitForElementToBeRemoved } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { GlobalSearch, isSearchShortcut } from './GlobalSearch.js';

beforeEach(() => {
  serveProfile();
});

describe('GlobalSearch (§2 Shell: global search)', () => {
  it('the top-bar button opens the modal (loaded lazily)', async () => {
    renderWithProviders(<GlobalSearch />, { route: '/dashboard' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('dialog', { name: 'Search' })).toBeInTheDocument();
  });

  it.each([
    ['Ctrl+K', { ctrlKey: true }],
    ['Cmd+K', { metaKey: true }],
  ])('%s opens it from anywhere', async (_name, modifiers) => {
    renderWithProviders(<GlobalSearch />, { route: '/dashboard' });
    fireEvent.keyDown(document.body, { key: 'k', ...modifiers });
    expect(await screen.findByRole('dialog', { name: 'Search' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveFocus());
  });

  it('a backdrop click does not close it; Escape does, and the state starts empty next time', async () => {
    renderWithProviders(<GlobalSearch />, { route: '/dashboard' });
    fireEvent.keyDown(document.body, { key: 'K', ctrlKey: true });
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'rosa' } });
    const backdrop = document.querySelector('.MuiBackdrop-root')!;
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(screen.getByRole('dialog')).toBe(dialog);
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Escape' });
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('combobox')).toHaveValue('');
  });

  it('isSearchShortcut: Ctrl/Cmd+K only', () => {
    const key = (init: Partial<KeyboardEvent>) => ({ key: 'k', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...init });
    expect(isSearchShortcut(key({ ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key({ metaKey: true, key: 'K' }))).toBe(true);
    expect(isSearchShortcut(key({}))).toBe(false);
    expect(isSearchShortcut(key({ ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isSearchShortcut(key({ ctrlKey: true, key: 'j' }))).toBe(false);
  });
});
