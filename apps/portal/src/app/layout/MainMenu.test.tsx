import { blockedRedirectFrom } from '@agent-portal/auth-session';
import { renderWithProviders } from '@agent-portal/test-utils';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMenu, type MenuItem } from '@agent-portal/feature-api';
import { features } from '../portalFeatures';
import { MainMenu } from './MainMenu';
import { MenuDrawer } from './MenuDrawer';
import { OverflowMenu } from './OverflowMenu';
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

/** Where the router is: path, fragment, and the block redirect's `blockedFrom`. */
function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.hash} from ${blockedRedirectFrom(location.state) ?? 'nowhere'}`}</p>;
}

describe('MainMenu for a blocked agent (§4, issue #28 item 7)', () => {
  const BLOCKED = 'Unavailable while your account is blocked for failed payments. Pay the failed invoices in My Profile.';
  const TOP_LEVEL_BLOCKED = ['Dashboard', 'Team', 'Clients', 'Forms', 'Business Overview', 'Reports', 'Request Promotion', 'Help'];

  it.each([true, false])('greys every item the guard sends back, licensed %s: aria-disabled, no link, titled why', (isLicensed) => {
    renderWithProviders(<MainMenu items={menuItems} isLicensed={isLicensed} isBlocked />, { route: '/my-profile', store: createStore() });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    for (const label of TOP_LEVEL_BLOCKED) {
      const item = within(nav).getByRole('button', { name: label });
      expect(item).toHaveAttribute('aria-disabled', 'true');
      expect(item).toHaveAttribute('title', BLOCKED);
      expect(item).not.toHaveAttribute('href');
    }
    expect(within(nav).queryAllByRole('link')).toHaveLength(0);
  });

  it('a click on a greyed item does what the guard\'s redirect does: to the recurring transactions, saying where from (the profile then says why)', async () => {
    renderWithProviders(
      <>
        <MainMenu items={menuItems} isLicensed isBlocked />
        <Where />
      </>,
      { route: '/my-profile', store: createStore() },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reports' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/my-profile#recurring-transactions from /reports');
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    await userEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Notifications' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/my-profile#recurring-transactions from /notification');
  });

  it('an unlicensed agent\'s click on a greyed item goes nowhere, as before', async () => {
    renderWithProviders(
      <>
        <MainMenu items={menuItems} isLicensed={false} />
        <Where />
      </>,
      { route: '/dashboard', store: createStore() },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clients' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/dashboard from nowhere$/);
  });

  it('keeps Settings open with My Profile the only link in it, as the route guard lets only the profile through', async () => {
    renderWithProviders(<MainMenu items={menuItems} isLicensed isBlocked />, { route: '/my-profile', store: createStore() });
    const settings = screen.getByRole('button', { name: 'Settings' });
    expect(settings).not.toHaveAttribute('aria-disabled');
    await userEvent.click(settings);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'My Profile' })).toHaveAttribute('href', '/my-profile');
    for (const label of ['Account Settings', 'Recurring Payments', 'Compliance', 'Notifications']) {
      const item = within(menu).getByRole('menuitem', { name: label });
      expect(item).toHaveAttribute('aria-disabled', 'true');
      expect(item).toHaveAttribute('title', BLOCKED);
      expect(item).not.toHaveAttribute('href');
    }
  });

  it('an active agent (not blocked) keeps the unlicensed greying only', () => {
    renderWithProviders(<MainMenu items={menuItems} isLicensed={false} isBlocked={false} />, { route: '/dashboard', store: createStore() });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('button', { name: 'Clients' })).toHaveAttribute('title', 'Available to licensed contractors only');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(nav).getByRole('button', { name: 'Help' })).not.toHaveAttribute('aria-disabled');
  });

  it('greys the same items under "More" and in the phone drawer', async () => {
    const anchor = document.createElement('button');
    document.body.appendChild(anchor);
    const help = menuItems.filter((i) => ['help', 'settings'].includes(i.id));
    const { unmount } = renderWithProviders(<OverflowMenu id="m" anchorEl={anchor} items={help} isLicensed isBlocked onClose={() => {}} />, { store: createStore() });
    const more = screen.getByRole('menu');
    expect(within(more).getByRole('menuitem', { name: 'Help' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(more).getByRole('menuitem', { name: 'My Profile' })).toHaveAttribute('href', '/my-profile');
    expect(within(more).getByRole('menuitem', { name: 'Notifications' })).toHaveAttribute('title', BLOCKED);
    unmount();
    anchor.remove();

    renderWithProviders(<MenuDrawer open onClose={() => {}} items={menuItems} isLicensed isBlocked />, { route: '/my-profile', store: createStore() });
    const drawer = screen.getByRole('navigation', { name: 'Main navigation' });
    const dashboard = within(drawer).getByRole('button', { name: new RegExp(`^Dashboard`) });
    expect(dashboard).toHaveAttribute('aria-disabled', 'true');
    expect(dashboard).toHaveAttribute('title', BLOCKED);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Settings' }));
    expect(within(drawer).getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/my-profile');
    expect(within(drawer).getByRole('button', { name: /^Account Settings/ })).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('SubMenu layout (§9: three columns above 11 items)', () => {
  const items = (n: number): MenuItem[] =>
    Array.from({ length: n }, (_, i) => ({ id: `i${i}`, labelKey: `Item ${i}`, link: `/x/${i}`, licensed: false, blockCheck: true, order: i, subItems: [] }));

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
