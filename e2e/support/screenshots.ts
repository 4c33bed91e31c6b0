import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

/** Where the suite writes the screenshots people look at (`e2e/screenshots`). */
export const SHOTS_DIR = join(import.meta.dirname, '..', 'screenshots');
mkdirSync(SHOTS_DIR, { recursive: true });

/** The two widths every page is looked at: desktop 1366 × 900 and phone 390 × 844 (px). */
export const VIEWPORTS = [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const;

/**
 * Reloads the current page in light and dark (the system setting; the portal follows it when
 * the agent has not chosen), at desktop and phone width; each time waits for `ready`, asserts
 * that the page has no horizontal scroll, and saves a full-page screenshot as
 * `screenshots/<name>-<light|dark>-<desktop|phone>.png`.
 */
export async function screenshotInEveryTheme(page: Page, name: string, ready: (page: Page) => Promise<unknown>): Promise<void> {
  for (const mode of ['light', 'dark'] as const) {
    for (const [device, viewport] of VIEWPORTS) {
      await page.emulateMedia({ colorScheme: mode });
      await page.setViewportSize(viewport);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await ready(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: join(SHOTS_DIR, `${name}-${mode}-${device}.png`), fullPage: true });
    }
  }
}
