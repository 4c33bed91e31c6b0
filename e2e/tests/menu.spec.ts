import { expect, test, type Page } from '@playwright/test';
import { DEMO, baseURL } from '../support/env';
import { signIn } from '../support/session';
import { saveScreenshot } from '../support/screenshots';

// Issue #7 item 1 and 6: the menu is built from the features' contributions in the
// order of spec §2, and fits a 1280 px window in every language — what does not fit
// moves into "More", nothing scrolls sideways and nothing is lost.


const ALL_ITEMS = ['dashboard', 'team', 'clients', 'forms', 'business-overview', 'reports', 'request-promotion', 'help', 'settings'];

/** The horizontal menu's geometry: the items shown, their right edge, and the bar's. */
async function menuLayout(page: Page) {
  return page.locator('nav[aria-label]').first().evaluate((nav) => {
    const items = [...nav.querySelectorAll<HTMLElement>('[data-menu-id]')];
    return {
      ids: items.map((item) => item.dataset.menuId!),
      lastRight: Math.max(...items.map((item) => item.getBoundingClientRect().right)),
      barRight: nav.getBoundingClientRect().right,
      pageScrolls: document.scrollingElement!.scrollWidth > window.innerWidth,
    };
  });
}

test('in English at 1366 px every item of §2 shows, in order, with no "More"', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await signIn(page, DEMO.ava);
  await expect.poll(async () => (await menuLayout(page)).ids).toEqual(ALL_ITEMS);
});

for (const lang of ['fr', 'de', 'ru'] as const) {
  test(`in ${lang} at 1280 px the menu fits: the rest is under "More", every item still reachable`, async ({ page, context }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await context.addCookies([{ name: 'lang', value: lang, url: baseURL }]);
    await signIn(page, DEMO.ava);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('[data-menu-id="more"]')).toBeVisible();
    const layout = await menuLayout(page);
    expect(layout.lastRight).toBeLessThanOrEqual(layout.barRight);
    expect(layout.pageScrolls).toBe(false);
    const shown = layout.ids.filter((id) => id !== 'more');
    expect(shown).toEqual(ALL_ITEMS.slice(0, shown.length));
    expect(shown.length).toBeGreaterThanOrEqual(5);

    await page.locator('[data-menu-id="more"]').click();
    const more = page.getByRole('menu');
    await expect(more).toBeVisible();
    await saveScreenshot(page, `menu-more-${lang}-1280`, { clip: { x: 0, y: 0, width: 1280, height: 520 } });
    // Settings is always the last item of §2, so it is under "More": its sub-items lead to their pages.
    const entries = more.getByRole('menuitem');
    await expect(entries.last()).toHaveAttribute('href', '/notification');
    await more.locator('a[href="/my-profile"]').click();
    await expect(page).toHaveURL(/\/my-profile$/);
  });
}

test('on a narrower window an unlicensed agent finds licensed items under "More" greyed out and unclickable (§6)', async ({ page, context }) => {
  await page.setViewportSize({ width: 960, height: 800 });
  await context.addCookies([{ name: 'lang', value: 'fr', url: baseURL }]);
  await signIn(page, DEMO.leo);
  await page.locator('[data-menu-id="more"]').click();
  const promotion = page.getByRole('menu').getByRole('menuitem', { name: 'Demander une promotion' });
  await expect(promotion).toHaveAttribute('aria-disabled', 'true');
  await expect(promotion).not.toHaveAttribute('href');
});
