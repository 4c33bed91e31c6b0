import { renderWithProviders } from '@agent-portal/test-utils';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMenu, type MenuItem } from '@agent-portal/feature-api';
import { features } from '../features';
import { MainMenu } from './MainMenu';
import { SubMenu } from './SubMenu';
import { createStore } from '../store';

const menuItems = buildMenu(features);

describe('MainMenu (§2 Menu, §6)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('greys out licensed-only items for an unlicensed agent: aria-disabled and no link', async () => {
    renderWithProviders(<MainMenu items={menuItems} isLicensed={false} />, { route: '/dashboard', store: createStore() });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    for (const label of ['Clients', 'Business Overview', 'Request Promotion']) {
      const item = within(nav).getByRole('button', { name: label });
      expect(item).toHaveAttribute('aria-disabled', 'true');
      expect(item).not.toHaveAttribute('href');
    }
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('gives licensed agents links to every item, the current one marked', async () => {
    renderWithProviders(<MainMenu items={menuItems} isLicensed />, { route: '/my-clients', store: createStore() });
    const clients = screen.getByRole('link', { name: 'Clients' });
    expect(clients).toHaveAttribute('href', '/my-clients');
    expect(clients).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Request Promotion' })).toHaveAttribute('href', '/promotion');
  });

  it('renders nothing below the md breakpoint, where the drawer holds the menu (issue #8: a phone renders no hidden bar)', () => {
    const narrow = (media: string) => ({
      matches: false,
      media,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    });
    vi.stubGlobal('matchMedia', narrow);
    renderWithProviders(<MainMenu items={menuItems} isLicensed />, { route: '/dashboard', store: createStore() });
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });

  it('opens a sub-menu with its items', async () => {
    renderWithProviders(<MainMenu items={menuItems} isLicensed />, { route: '/dashboard', store: createStore() });
    await userEvent.click(screen.getByRole('button', { name: 'Reports' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Payments', 'Commissions', 'Bonus']);
  });
});

describe('SubMenu layout (§9: three columns above 11 items)', () => {
  const items = (n: number): MenuItem[] =>
    Array.from({ length: n }, (_, i) => ({ id: `i${i}`, labelKey: `Item ${i}`, link: `/x/${i}`, licensed: false, order: i, subItems: [] }));

  it.each([
    [11, '1'],
    [12, '3'],
  ])('%i items → %s column(s)', async (count, columns) => {
    const anchor = document.createElement('button');
    document.body.appendChild(anchor);
    renderWithProviders(<SubMenu id="m" anchorEl={anchor} items={items(count)} isLicensed onClose={() => {}} />, { store: createStore() });
    expect(screen.getByRole('menu')).toHaveAttribute('data-columns', columns);
    expect(screen.getAllByRole('menuitem')).toHaveLength(count);
  });
});
