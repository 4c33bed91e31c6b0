import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

/** Where the suite writes the screenshots people look at (`e2e/screenshots`). */
export const SHOTS_DIR = join(import.meta.dirname, '..', 'screenshots');

/**
 * Whether screenshots are written: always when the suite runs by hand (`pnpm e2e`), and on CI
 * (`CI` set, as the test command does) only with `E2E_SCREENSHOTS=1` — nobody looks at a CI
 * machine's files, and PNG encoding of full pages is a large share of the suite's time. The
 * layout checks that come with them run either way.
 */
export const WRITE_SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1' || !process.env.CI;
if (WRITE_SCREENSHOTS) mkdirSync(SHOTS_DIR, { recursive: true });

/** The two widths every page is looked at: desktop 1366 × 900 and phone 390 × 844 (px). */
export const VIEWPORTS = [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const;

/** The theme modes, as the system setting the portal follows when the agent has not chosen. */
export const MODES = ['light', 'dark'] as const;

/** Saves `screenshots/<file>.png` when screenshots are written ({@link WRITE_SCREENSHOTS}). */
export async function saveScreenshot(page: Page, file: string, options: { fullPage?: boolean; clip?: { x: number; y: number; width: number; height: number } } = {}): Promise<void> {
  if (!WRITE_SCREENSHOTS) return;
  await page.screenshot({ path: join(SHOTS_DIR, `${file}.png`), ...options });
}

/** The page has no horizontal scroll at the current width. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `horizontal scroll at ${page.viewportSize()?.width} px`).toBe(true);
}

/**
 * Shows the current page in light and dark (the system setting; the portal follows it live when
 * the agent has not chosen), at desktop and phone width, without reloading (the layout and the
 * theme follow the media queries); each time waits for `<html data-theme>` and `ready`, asserts
 * that the page has no horizontal scroll, and saves a full-page screenshot as
 * `screenshots/<name>-<light|dark>-<desktop|phone>.png` ({@link saveScreenshot}).
 */
export async function screenshotInEveryTheme(page: Page, name: string, ready: (page: Page) => Promise<unknown>): Promise<void> {
  for (const mode of MODES) {
    for (const [device, viewport] of VIEWPORTS) {
      await page.emulateMedia({ colorScheme: mode });
      await page.setViewportSize(viewport);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await ready(page);
      await expectNoHorizontalScroll(page);
      await saveScreenshot(page, `${name}-${mode}-${device}`, { fullPage: true });
    }
  }
}
