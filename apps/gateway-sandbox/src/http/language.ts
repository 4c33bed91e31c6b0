import type { FastifyRequest } from 'fastify';

/**
 * The language the gateway answers its content in (issue #29; spec §2 "languages, fallback en").
 * The portal names the agent's chosen language in `Accept-Language` on every call and as the
 * `lang` of the socket handshake; the gateway words what it owns (FAQ, announcements, reminders,
 * notifications, form titles, statements) in that language where it has it, else in English.
 * Codes (statuses, types, ranks) stay codes on the wire whatever the language.
 */

/** The languages the gateway has content in; English is the fallback. */
export const GATEWAY_LANGUAGES = ['en', 'de', 'es', 'fr', 'it', 'ru'] as const;

/** One of {@link GATEWAY_LANGUAGES}. */
export type GatewayLanguage = (typeof GATEWAY_LANGUAGES)[number];

/** True when `value` is one of {@link GATEWAY_LANGUAGES}. */
export function isGatewayLanguage(value: unknown): value is GatewayLanguage {
  return typeof value === 'string' && (GATEWAY_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The content language of an `Accept-Language` header (RFC 9110 §12.5.4): the supported language
 * with the highest weight, by primary subtag (`de-AT` → `de`); ties keep the header's order;
 * `en` when none is supported, the header is absent or malformed.
 */
export function languageOf(acceptLanguage: string | string[] | undefined): GatewayLanguage {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : (acceptLanguage ?? '');
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      const weight = q === undefined ? 1 : Number(q);
      return { primary: tag.trim().toLowerCase().split('-')[0] ?? '', weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { primary } of ranked) {
    if (isGatewayLanguage(primary)) return primary;
  }
  return 'en';
}

/** The content language of a request: {@link languageOf} its `Accept-Language` header. */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): GatewayLanguage {
  return languageOf(request.headers['accept-language']);
}
