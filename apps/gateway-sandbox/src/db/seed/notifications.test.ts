import { describe, expect, it } from 'vitest';
import { SEED_ANCHOR, SEED_PRNG_SEED } from './constants.js';
import { generateAgents } from './agents.js';
import { DEMO_NOTIFICATIONS, EXTERNAL_HREF, generateNotifications } from './notifications.js';
import { createPrng } from './prng.js';
import { renderTemplate } from '../../notify/templates.js';
import { INTERNAL_CODE } from '../../support/codeWords.js';
import { DAY_MS } from '../../http/dates.js';

const agents = generateAgents(createPrng(SEED_PRNG_SEED), SEED_ANCHOR);

describe('seeded notifications (issue #3)', () => {
  const rows = generateNotifications(agents);

  it('is deterministic', () => {
    expect(generateNotifications(agents)).toEqual(rows);
  });

  it('gives every demo agent ≥ 120 notifications over months, about a fifth unseen, one external link', () => {
    for (const agent of agents.filter((a) => a.demo)) {
      const own = rows.filter((r) => r.user_id === agent.id);
      expect(own.length).toBe(DEMO_NOTIFICATIONS);
      expect(own.length).toBeGreaterThanOrEqual(120);
      const unseen = own.filter((r) => !r.seen).length / own.length;
      expect(unseen).toBeGreaterThan(0.12);
      expect(unseen).toBeLessThan(0.28);
      const times = own.map((r) => Date.parse(r.created_at));
      expect(Math.max(...times)).toBeLessThan(SEED_ANCHOR.getTime());
      expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(120 * DAY_MS);
      expect(own.filter((r) => r.href === EXTERNAL_HREF)).toHaveLength(1);
      expect(new Set(own.map((r) => r.subject)).size).toBeGreaterThan(5);
      expect(own.every((r) => r.href === EXTERNAL_HREF || r.href.startsWith('/'))).toBe(true);
    }
  });

  it('gives other agents a few', () => {
    const others = agents.filter((a) => !a.demo);
    const counts = others.map((a) => rows.filter((r) => r.user_id === a.id).length);
    expect(Math.max(...counts)).toBeLessThanOrEqual(4);
  });

  it('names things in words: no internal code such as CP_UTILIZATION in what agents read (issue #28 item 9)', () => {
    const texts = rows.flatMap((r) => [r.subject, r.body]);
    expect(texts.filter((text) => text.includes('CP_UTILIZATION'))).toEqual([]);
    expect(texts.flatMap((text) => text.match(INTERNAL_CODE) ?? [])).toEqual([]);
    expect(texts.some((text) => text.includes('carrier portal utilization invoice'))).toBe(true);
  });
});

describe('seeded notifications from templates (issue #29 item 2)', () => {
  const rows = generateNotifications(agents);

  it('stores a template with every row, its English text as subject/body, and a German text for German readers', () => {
    for (const row of rows) {
      expect(renderTemplate(row.template.kind, row.template.params as never, 'en')).toEqual({ subject: row.subject, body: row.body });
      const de = renderTemplate(row.template.kind, row.template.params as never, 'de');
      expect(de.subject).not.toBe(row.subject);
    }
    expect(new Set(rows.map((r) => r.template.kind)).size).toBeGreaterThanOrEqual(10);
  });
});
