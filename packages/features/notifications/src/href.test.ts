import { describe, expect, it } from 'vitest';
import { resolveHref } from './href.js';

const ORIGIN = 'https://portal.test';

describe('resolveHref (§2 Notification page: another origin is not followed blindly)', () => {
  it.each([
    ['/reports/payments', { kind: 'internal', path: '/reports/payments' }],
    ['/my-profile#recurring-transactions', { kind: 'internal', path: '/my-profile#recurring-transactions' }],
    ['help/announcements?x=1', { kind: 'internal', path: '/help/announcements?x=1' }],
    ['https://portal.test/help/faq', { kind: 'internal', path: '/help/faq' }],
    ['https://example.org/page', { kind: 'external', url: 'https://example.org/page', host: 'example.org' }],
    ['//evil.test/x', { kind: 'external', url: 'https://evil.test/x', host: 'evil.test' }],
    ['http://portal.test/x', { kind: 'external', url: 'http://portal.test/x', host: 'portal.test' }],
    ['javascript:alert(1)', { kind: 'unsafe' }],
    ['JaVaScRiPt:alert(1)', { kind: 'unsafe' }],
    ['data:text/html,<script>1</script>', { kind: 'unsafe' }],
    ['https://[bad', { kind: 'unsafe' }],
    ['', { kind: 'none' }],
    ['   ', { kind: 'none' }],
  ])('%s', (href, expected) => {
    expect(resolveHref(href, ORIGIN)).toEqual(expected);
  });
});
