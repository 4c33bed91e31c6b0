import { GATEWAY_TAG_TYPES, gatewayApi } from '@agent-portal/api-client';
import { LANG_COOKIE, i18n } from '@agent-portal/i18n';
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import Cookies from 'js-cookie';

/**
 * The agent's language as the portal tells the gateway (`Accept-Language` of every call, the
 * socket's `lang`; spec §2, issue #29): i18next's resolved language once it has started, else the
 * `lang` cookie (the profile is requested before i18n has started), else none (the gateway answers
 * in English).
 * @returns a language code such as `de`, or `undefined`.
 */
export function portalLanguage(): string | undefined {
  return i18n.resolvedLanguage || Cookies.get(LANG_COOKIE) || undefined;
}

/**
 * Refetches the gateway's content on screen when the agent changes language (issue #29, spec §2:
 * the FAQ, announcements, notifications… come back in the new language): on i18next's
 * `languageChanged` to another language, every tag type of the one `gatewayApi`
 * ({@link GATEWAY_TAG_TYPES}) is invalidated. Queries on screen refetch with the new
 * `Accept-Language` while their data stays shown (RTK Query keeps `data` during a refetch: no
 * flash of an empty page); cached queries nobody shows are dropped, so they load in the new
 * language when shown again. Register it once the i18n instance has started (its first
 * `languageChanged` is the detected language, not a change).
 * @param dispatch - the portal store's dispatch.
 * @param instance - the i18next instance (default: the portal's one, `@agent-portal/i18n`).
 * @returns the function that stops listening.
 */
export function refetchGatewayOnLanguageChange(
  dispatch: Dispatch<UnknownAction>,
  instance: Pick<typeof i18n, 'on' | 'off' | 'resolvedLanguage'> = i18n,
): () => void {
  let shown = instance.resolvedLanguage;
  const onChange = (language: string) => {
    if (language === shown) return;
    shown = language;
    dispatch(gatewayApi.util.invalidateTags([...GATEWAY_TAG_TYPES]));
  };
  instance.on('languageChanged', onChange);
  return () => instance.off('languageChanged', onChange);
}
