import { expect, test, type Page } from '@playwright/test';
import { DEMO, baseURL } from '../support/env';
import { openInApp, resolveOwnRoutes, SPEC_ROUTES } from '../support/routes';
import { signIn } from '../support/session';

// Issue #28 "The habit": every route of spec §2 at 390, 1024 and 1366 px, in English and in the
// longest languages (German and Russian), looked at for what makes a page look unfinished:
// - the document scrolls sideways;
// - a visible text is clipped by its box (scrollWidth > clientWidth without an ellipsis);
// - something lies over the top bar's controls (search, bell, language, theme, app, avatar);
// - an e-mail address or an agent/form code is broken over two lines.
// One signed-in page per language opens the routes inside the running portal (as its menu does)
// and resizes it live (the layout follows the media queries); the checks run in one
// page.evaluate each. The offenders are printed with route, width and selector.
// `VISUAL_ROUTES` (comma-separated, as in SPEC_ROUTES) narrows the routes.

const WIDTHS = [1366, 1024, 390] as const;
const LANGUAGES = ['en', 'de', 'ru'] as const;

/** Waits until the page shows its heading and its data: no skeleton, spinner or busy region left. */
async function settled(page: Page) {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.MuiSkeleton-root, [role="progressbar"]:not([aria-valuenow]), [aria-busy="true"]')).toHaveCount(0);
  // Two frames: the layout of a resize or a late render has been done.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** What is wrong on the page as it stands, one line per offender (runs in the page). */
function findOffenders(): string[] {
  const offenders: string[] = [];
  const selectorOf = (element: Element): string => {
    const parts: string[] = [];
    let node: Element | null = element;
    while (node && node !== document.body && parts.length < 4) {
      const testId = node.getAttribute('data-testid');
      let part = node.tagName.toLowerCase();
      if (node.id && !/^:|^mui-|^_r_/.test(node.id)) part += `#${node.id}`;
      else if (testId) part += `[data-testid="${testId}"]`;
      else {
        const classes = [...node.classList].filter((c) => !/^css-/.test(c)).slice(0, 2);
        if (classes.length) part += `.${classes.join('.')}`;
      }
      parts.unshift(part);
      node = node.parentElement;
    }
    return parts.join(' > ');
  };
  const textOf = (element: Element) => (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
  const visible = (element: Element) => {
    const rect = element.getBoundingClientRect();
    return rect.width > 2 && rect.height > 2 && element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  };

  // 1. No horizontal document scroll.
  const root = document.documentElement;
  if (root.scrollWidth > window.innerWidth) offenders.push(`document scrolls sideways: ${root.scrollWidth} px wide in ${window.innerWidth}`);

  // 2. No visible text clipped by its box.
  for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
    const hasOwnText = [...element.childNodes].some((child) => child.nodeType === Node.TEXT_NODE && child.textContent!.trim() !== '');
    if (!hasOwnText || element.closest('svg, [aria-hidden="true"], script, style')) continue;
    const style = getComputedStyle(element);
    if (style.display === 'inline' || style.display === 'contents') continue;
    if (style.overflowX === 'auto' || style.overflowX === 'scroll') continue; // a scroller: see below
    if (!visible(element)) continue;
    if (element.scrollWidth > element.clientWidth + 1) {
      // An ellipsis is a deliberate cut when the whole text can still be read: a title, or
      // ui-kit's TruncatedText (a tooltip on hover and focus) marks it with data-full-text.
      const readable = element.closest('[title], [data-full-text]') !== null;
      if (style.textOverflow !== 'ellipsis') {
        offenders.push(`text clipped (${element.scrollWidth} > ${element.clientWidth} px): ${selectorOf(element)} "${textOf(element)}"`);
        continue;
      }
      if (!readable) {
        offenders.push(`text cut with an ellipsis and no way to read it whole: ${selectorOf(element)} "${textOf(element)}"`);
        continue;
      }
    }
    // Cut by an ancestor that clips (overflow hidden/auto/scroll): e.g. a table wider than its card.
    const rect = element.getBoundingClientRect();
    for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
      const boxStyle = getComputedStyle(box);
      if (boxStyle.overflowX === 'visible') continue;
      const clip = box.getBoundingClientRect();
      if (clip.width <= 2 || clip.height <= 2) break; // visually hidden on purpose (read by screen readers)
      const left = clip.left + box.clientLeft;
      const right = left + box.clientWidth;
      if (rect.right > right + 1 || rect.left < left - 1) {
        offenders.push(`text cut at the edge of ${selectorOf(box)}: ${selectorOf(element)} "${textOf(element)}"`);
      }
      break;
    }
  }

  // 2b. From 1024 px up no table (or other box) hides part of its values behind a sideways scroll.
  if (window.innerWidth >= 1024) {
    for (const scroller of document.body.querySelectorAll<HTMLElement>('*')) {
      const style = getComputedStyle(scroller);
      if (style.overflowX !== 'auto' && style.overflowX !== 'scroll') continue;
      if (scroller.scrollWidth <= scroller.clientWidth + 1 || !visible(scroller) || !scroller.querySelector('table')) continue;
      offenders.push(`scrolls sideways (${scroller.scrollWidth} > ${scroller.clientWidth} px), hiding values: ${selectorOf(scroller)}`);
    }
  }

  // 3. Nothing over the top bar's controls.
  const bar = document.querySelector('header');
  for (const control of bar?.querySelectorAll<HTMLElement>('button, a[href]') ?? []) {
    if (!visible(control)) continue;
    const rect = control.getBoundingClientRect();
    for (const [x, y] of [
      [rect.left + rect.width / 2, rect.top + rect.height / 2],
      [rect.left + 3, rect.top + 3],
      [rect.right - 3, rect.bottom - 3],
    ] as const) {
      const top = document.elementFromPoint(x, y);
      if (top && !control.contains(top) && !top.contains(control)) {
        offenders.push(`top-bar control ${selectorOf(control)} "${control.getAttribute('aria-label') ?? textOf(control)}" covered by ${selectorOf(top)}`);
        break;
      }
    }
  }

  // 4. No e-mail address or code broken over two lines.
  const TOKEN = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b[A-Z]{2,3}-\d{3,}\b/g;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !visible(parent) || parent.closest('[aria-hidden="true"], script, style')) continue;
    for (const match of node.textContent!.matchAll(TOKEN)) {
      const range = document.createRange();
      range.setStart(node, match.index!);
      range.setEnd(node, match.index! + match[0].length);
      const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      if (tops.size > 1) offenders.push(`"${match[0]}" broken over ${tops.size} lines: ${selectorOf(parent)}`);
    }
  }
  return offenders;
}

for (const lang of LANGUAGES) {
  test(`every route in ${lang} at ${WIDTHS.join(', ')} px: no sideways scroll, clipped text, covered top bar or broken e-mail/code`, async ({ page, context }) => {
    test.setTimeout(240_000);
    await context.addCookies([{ name: 'lang', value: lang, url: baseURL }]);
    await page.setViewportSize({ width: WIDTHS[0], height: 900 });
    await signIn(page, DEMO.ava);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const problems: string[] = [];
    for (const path of await resolveOwnRoutes(page, SPEC_ROUTES, process.env.VISUAL_ROUTES)) {
      await openInApp(page, path);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await settled(page);
        let found = await page.evaluate(findOffenders);
        if (found.length > 0) {
          // A moment's state (a loader, a toast, a late render) is not an offender: look again once.
          await page.waitForTimeout(500);
          await settled(page);
          const again = new Set(await page.evaluate(findOffenders));
          found = found.filter((offender) => again.has(offender));
        }
        for (const offender of found) problems.push(`${path} @${width}px ${lang}: ${offender}`);
      }
      // Back to the first width for the next route (its first look is desktop, as a menu click from desktop).
      await page.setViewportSize({ width: WIDTHS[0], height: 900 });
    }
    if (problems.length) console.log(problems.join('\n'));
    expect(problems).toEqual([]);
  });
}
