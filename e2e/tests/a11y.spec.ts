import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '../support/env';
import { openInApp, resolveOwnRoutes, SPEC_ROUTES } from '../support/routes';
import { signIn } from '../support/session';

// Issue #13 §5: axe on every route of spec §2, in light and in dark: 0 serious or critical
// violations. One signed-in page per theme opens the routes inside the running portal (as its
// menu does), waits for each page's data, then runs axe (WCAG 2.x A and AA rules, plus axe's
// best practices) on the whole document. `A11Y_ROUTES` (comma-separated) narrows the routes.
// The dark pass runs only the rules whose result depends on colour (`COLOUR_RULES`): the themes
// share every element, name, role and landmark, and differ only in colours, so the other ~90 rules
// would give the light pass's answer again (for ~1 min of CI).

/** axe's rules that read colours: text contrast, and links told from text by colour alone. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Waits until `path` shows its heading and its data: no spinner (a progress bar without a value), skeleton or busy region left. */
async function settled(page: Page) {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.MuiSkeleton-root, [role="progressbar"]:not([aria-valuenow]), [aria-busy="true"]')).toHaveCount(0);
}

for (const mode of ['light', 'dark'] as const) {
  test(`every route has no serious or critical accessibility violation (axe), ${mode}`, async ({ page }) => {
    test.setTimeout(300_000);
    await page.emulateMedia({ colorScheme: mode });
    await signIn(page, DEMO.ava);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    const problems: string[] = [];
    for (const path of await resolveOwnRoutes(page, SPEC_ROUTES, process.env.A11Y_ROUTES)) {
      await openInApp(page, path);
      await settled(page);
      const axe = new AxeBuilder({ page });
      const { violations } = await (mode === 'dark' ? axe.withRules(COLOUR_RULES) : axe).options({ resultTypes: ['violations'] }).analyze();
      for (const violation of violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
        problems.push(`${path} (${mode}): ${violation.id} — ${violation.help}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
  });
}
