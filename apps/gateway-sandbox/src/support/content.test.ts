import { describe, expect, it } from 'vitest';
import { AGENT_REPLY, ANNOUNCEMENTS, FAQ, SUPPORT_FIRST_REPLY, SUPPORT_RESOLUTION_REPLY } from './content.js';

/** An internal code of the wire (CP_UTILIZATION, CRM_SEAT, E_AND_O_INSURANCE): words for people, never shown to agents. */
const INTERNAL_CODE = /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/g;

describe('help content (issue #28 item 9: no internal codes shown to agents)', () => {
  it('the FAQ, the announcements and the support replies name things in words', () => {
    const texts = [
      ...FAQ.flatMap((category) => [category.title, ...category.questions.flat()]),
      ...ANNOUNCEMENTS.flatMap((announcement) => [announcement.title, announcement.body]),
      ...Object.values(SUPPORT_FIRST_REPLY),
      ...Object.values(AGENT_REPLY),
      ...Object.values(SUPPORT_RESOLUTION_REPLY),
    ];
    const codes = texts.flatMap((text) => text.match(INTERNAL_CODE) ?? []);
    expect(codes).toEqual([]);
  });
});
