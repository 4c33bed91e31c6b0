import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, baseURL } from '../support/env';
import { openInApp } from '../support/routes';
import { saveScreenshot } from '../support/screenshots';
import { signIn } from '../support/session';

// Issue #28 "Finish": the visible fixes, each as an agent sees it. The whole portal's layout
// (clipping, sideways scroll, broken e-mails and codes, the top bar) is the visual check's
// (visual-check.spec.ts); these prove the behaviour behind single items.

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

/** The top bar's controls (search, bell, language, theme, app, avatar): their boxes. */
async function topBarControls(page: Page) {
  return page.locator('header').first().evaluate((header) =>
    [...header.querySelectorAll<HTMLElement>('button, a[href]')]
      .map((control) => control.getBoundingClientRect())
      .filter((rect) => rect.width > 0)
      .map((rect) => ({ left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom })),
  );
}

/** Whether `box` overlaps any of `boxes`. */
const overlapsAny = (box: { x: number; y: number; width: number; height: number }, boxes: Array<{ left: number; right: number; top: number; bottom: number }>) =>
  boxes.some((b) => box.x < b.right && box.x + box.width > b.left && box.y < b.bottom && box.y + box.height > b.top);

/** Opens `path` inside the portal as a menu link does (history push + popstate), without waiting to stay there. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The toast saying why a blocked agent is back on her profile (item 7). */
const sentBack = (page: Page): Locator => page.getByText('Only My Profile is open while your account is blocked for failed payments.', { exact: false });

test('item 7 + 8: Bea clicking a menu item is told why she stays on her profile; the toast covers none of the top bar, below it on a desktop and at the bottom on a phone', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, DEMO.bea, '/dashboard', '/my-profile');
  await expect(page.getByTestId('blocked-banner')).toBeVisible();
  // The profile's requests first: while one runs, the global loader's backdrop (§4) may take the
  // click, and the assertions below would only see what the sign-in's own redirect already did.
  await page.waitForLoadState('networkidle');
  await page.getByTestId('blocked-banner').blur();
  // A click on a greyed menu item (aria-disabled: Playwright must force it) goes, as the guard's
  // redirect does, to the banner: the toast says why and the banner has focus.
  await page.locator('nav [data-menu-id="dashboard"]').first().click({ force: true });
  await expect(page).toHaveURL(/\/my-profile#recurring-transactions$/);
  const toast = sentBack(page).last();
  await expect(toast).toBeVisible();
  // Once, however often she bounced (the sign-in's own redirect said it already).
  await expect(sentBack(page)).toHaveCount(1);
  await expect(page.getByTestId('blocked-banner')).toBeFocused();
  const desktopBox = (await toast.boundingBox())!;
  const header = (await page.locator('header').first().boundingBox())!;
  expect(desktopBox.y, 'the toast sits below the top bar').toBeGreaterThanOrEqual(header.y + header.height);
  expect(overlapsAny(desktopBox, await topBarControls(page))).toBe(false);
  await saveScreenshot(page, 'finish-blocked-toast-desktop');

  // Same on a phone: bottom of the window, clear of the top bar (once the desktop's toast is dismissed).
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(sentBack(page)).toHaveCount(0);
  await page.setViewportSize(PHONE);
  await navigateInApp(page, '/help');
  await expect(page).toHaveURL(/\/my-profile#recurring-transactions$/);
  await expect(sentBack(page).last()).toBeVisible();
  const phoneBox = (await sentBack(page).last().boundingBox())!;
  expect(phoneBox.y + phoneBox.height, 'the toast sits at the bottom of the phone').toBeGreaterThan(PHONE.height - 160);
  expect(overlapsAny(phoneBox, await topBarControls(page))).toBe(false);
  await saveScreenshot(page, 'finish-blocked-toast-phone');
});

test('item 7: the toast and banner speak the agent language (de)', async ({ page, context }) => {
  await context.addCookies([{ name: 'lang', value: 'de', url: baseURL }]);
  await page.setViewportSize(DESKTOP);
  await signIn(page, DEMO.bea, '/dashboard', '/my-profile');
  await navigateInApp(page, '/forms');
  await expect(page.getByText('Solange Ihr Konto wegen fehlgeschlagener Zahlungen gesperrt ist', { exact: false })).toBeVisible();
});

test('item 1: a long e-mail address on /my-clients is cut with an ellipsis and shown whole on hover and on focus', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 900 });
  await signIn(page, DEMO.ava, '/my-clients');
  const emails = page.getByTestId('client-email');
  await expect(emails.first()).toBeVisible();
  // The longest address of the page: cut (its text is wider than its box) with an ellipsis.
  const index = await emails.evaluateAll((elements) => {
    const widths = elements.map((element) => element.scrollWidth - element.clientWidth);
    return widths.indexOf(Math.max(...widths));
  });
  const email = emails.nth(index);
  const whole = (await email.getAttribute('data-full-text'))!;
  expect(await email.evaluate((element) => element.scrollWidth > element.clientWidth && getComputedStyle(element).textOverflow === 'ellipsis')).toBe(true);
  expect(await email.evaluate((element) => new Set([...element.getClientRects()].map((rect) => Math.round(rect.top))).size)).toBe(1);
  await email.hover();
  await expect(page.getByRole('tooltip')).toHaveText(whole);
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await email.focus();
  await expect(page.getByRole('tooltip')).toHaveText(whole);
  await saveScreenshot(page, 'finish-email-tooltip-1024', { clip: { x: 0, y: 250, width: 1024, height: 400 } });
});

test('item 3: the profile shows the phone as the clients do, the routing number under its own label, the address in US order', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, DEMO.ava, '/my-profile');
  const personal = page.locator('#personal-information');
  const phone = personal.locator('dt', { hasText: /^Phone$/ }).locator('xpath=following-sibling::dd[1]');
  await expect(phone).toHaveText(/^\(\d{3}\) \d{3}-\d{4}$/);
  const bank = page.getByTestId('bank-account-view');
  await expect(bank.locator('dt', { hasText: /^Account type$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText(/^(Checking|Savings)$/);
  await expect(bank.locator('dt', { hasText: /^Routing number$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText(/^\d{9}$/);
  // "Austin, Texas 78701": city, state ZIP.
  await expect(page.getByTestId('address-view')).toContainText(/[A-Za-z .]+, [A-Za-z ]+ \d{5}/);
});

test('item 10: on a phone /my-team shows the search and a "Filters" button before the first agent; the sheet holds the rest and counts them; the pager fits one line', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, DEMO.ava, '/my-team?depth=2', '/my-team');
  const open = page.getByTestId('team-filters-open');
  await expect(open).toBeVisible();
  await expect(page.getByTestId('team-filters-count')).toHaveText('1');
  await expect(page.getByRole('group', { name: 'Filters' }).getByRole('combobox')).toHaveCount(0);
  await open.click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet.getByRole('combobox', { name: 'Depth' })).toHaveText('Level 2');
  await saveScreenshot(page, 'finish-team-filters-sheet-phone');
  await sheet.getByRole('button', { name: 'Show agents' }).click();
  await expect(sheet).toBeHidden();
  await openInApp(page, '/my-team');
  const pager = page.getByRole('navigation', { name: /pages|Pagination/i }).last();
  await expect(pager).toBeVisible();
  // The links render with the page's rows (the pager shows before them while the list loads).
  await expect(pager.locator('li').first()).toBeVisible();
  await expect
    .poll(() => pager.locator('li').evaluateAll((items) => new Set(items.map((item) => Math.round(item.getBoundingClientRect().top))).size), {
      message: 'the page links sit on one line',
    })
    .toBe(1);
  // An agent card shows no bare "Problems" label when the agent has none.
  const bareLabels = await page.locator('tbody td[data-label]').evaluateAll((cells) =>
    cells.filter((cell) => getComputedStyle(cell).display !== 'none' && (cell.textContent ?? '').trim() === '').length,
  );
  expect(bareLabels).toBe(0);
  await saveScreenshot(page, 'finish-team-phone', { fullPage: true });
});
