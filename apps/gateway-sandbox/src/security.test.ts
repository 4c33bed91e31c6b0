import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cspHeader, inlineScriptHashes } from './security.js';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes (CSP hashes of a page’s inline classic scripts, issue #8)', () => {
  it('hashes each inline script exactly as written; skips scripts with src and JSON data blocks', () => {
    const html = [
      '<script id="runtime-config" type="application/json">{"a":1}</script>',
      '<script type="module" src="/assets/index.js"></script>',
      "<script id=\"theme-boot\">try{document.documentElement.dataset.theme='dark'}catch(e){}</script>",
      '<SCRIPT>\n  one();\n</SCRIPT>',
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([sha("try{document.documentElement.dataset.theme='dark'}catch(e){}"), sha('\n  one();\n')]);
    expect(inlineScriptHashes('<p>no scripts</p>')).toEqual([]);
  });

  it('cspHeader adds the hashes to script-src only, keeping every other directive', () => {
    const csp = cspHeader([], ["'sha256-abc'"]);
    expect(csp).toContain("script-src 'self' 'sha256-abc';");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toMatch(/default-src[^;]*sha256/);
    expect(cspHeader(['https://portal.example'])).toContain("form-action 'self' https://portal.example");
  });
});
