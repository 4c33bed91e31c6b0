import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { THEME_MODE_STORAGE_KEY } from '@agent-portal/ui-kit';
import { afterEach, describe, expect, it } from 'vitest';

// The inline theme boot of index.html (issue #8: the static shell paints in the stored theme).
const html = readFileSync(join(import.meta.dirname, '..', '..', 'index.html'), 'utf8');
const boot = /<script id="theme-boot">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

afterEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

describe('index.html theme boot (issue #8)', () => {
  it('reads the key ThemeModeProvider stores the choice under', () => {
    expect(boot).toContain(`'${THEME_MODE_STORAGE_KEY}'`);
  });

  it.each(['dark', 'light'] as const)('a stored %s choice is set on <html data-theme> before any module runs', (mode) => {
    localStorage.setItem(THEME_MODE_STORAGE_KEY, mode);
    new Function(boot)();
    expect(document.documentElement.dataset.theme).toBe(mode);
  });

  it('without a choice, or with a bad value, the system setting decides (no data-theme)', () => {
    new Function(boot)();
    expect(document.documentElement.dataset.theme).toBeUndefined();
    localStorage.setItem(THEME_MODE_STORAGE_KEY, '"><img src=x>');
    new Function(boot)();
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });

  it('the shell CSS follows data-theme over the system setting', () => {
    expect(html).toMatch(/:root\[data-theme='dark'\] \{ color-scheme: dark; --boot-bg: #0c141b;/);
    expect(html).toMatch(/@media \(prefers-color-scheme: dark\) \{\s*:root:not\(\[data-theme='light'\]\)/);
  });
});
