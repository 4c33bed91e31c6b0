import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UI_KIT_NS } from '../i18n/index.js';

/**
 * The message of a thrown value: its `message` (a gateway error, an `Error`), else
 * `data.message` (an RTK Query `FetchBaseQueryError` with a JSON body), else the value
 * itself when it is a non-empty string. A gateway error whose `messageSource` is `status` or
 * `network` (an English HTTP status or network text, not the gateway's words; issue #29) has no
 * message here, so the caller's fallback in the page's language shows instead.
 * @returns the message, or `undefined` when there is none.
 */
export function errorMessage(error: unknown): string | undefined {
  if (typeof error === 'string') return error.trim() ? error : undefined;
  if (error && typeof error === 'object') {
    const { message, data, messageSource } = error as { message?: unknown; data?: unknown; messageSource?: unknown };
    if (messageSource === 'status' || messageSource === 'network') return undefined;
    if (typeof message === 'string' && message.trim()) return message;
    if (data && typeof data === 'object') {
      const inner = (data as { message?: unknown }).message;
      if (typeof inner === 'string' && inner.trim()) return inner;
    }
  }
  return undefined;
}

/** What {@link useServerError} returns. */
export interface ServerErrorState {
  /** The last failure's message, or `null`. */
  serverError: string | null;
  /** Sets or clears the message directly. */
  setServerError: (message: string | null) => void;
  /**
   * Clears the message, runs `action` and, if it throws, keeps the thrown value's
   * `message` (else the fallback text); never rethrows.
   * @returns `true` when the action succeeded.
   */
  run: (action: () => Promise<unknown>) => Promise<boolean>;
}

/** Options of {@link useServerError}. */
export interface UseServerErrorOptions {
  /** The message when the thrown value has none; default `uiKit:requestFailed` ("Something went wrong. Please try again."). */
  fallbackMessage?: string;
}

/**
 * The server-error message of a form or an action (shown with `ServerErrorAlert`): cleared
 * before each attempt, set from a failed call's `message`. Reads the thrown value
 * structurally (see {@link errorMessage}), so it works with any data layer.
 *
 * @example
 * const { serverError, run } = useServerError();
 * onSubmit: (values) => run(() => save(values).unwrap()),
 * <ServerErrorAlert message={serverError} />
 */
export function useServerError(options: UseServerErrorOptions = {}): ServerErrorState {
  const { t } = useTranslation(UI_KIT_NS);
  const fallback = options.fallbackMessage ?? t('requestFailed');
  const [serverError, setServerError] = useState<string | null>(null);
  const run = useCallback(
    async (action: () => Promise<unknown>) => {
      setServerError(null);
      try {
        await action();
        return true;
      } catch (error) {
        setServerError(errorMessage(error) ?? fallback);
        return false;
      }
    },
    [fallback],
  );
  return { serverError, setServerError, run };
}

/**
 * A function giving the words to show for a failed call in the page's language (issue #29): the
 * gateway's own `message` ({@link errorMessage}), else `uiKit:requestFailed` ("Something went
 * wrong. Please try again."), never an English HTTP status or network text. For sentences such as
 * "The upload failed: {{message}}".
 * @returns `(error: unknown) => string`, stable while the language does not change.
 */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation(UI_KIT_NS);
  return useCallback((error: unknown) => errorMessage(error) ?? t('requestFailed'), [t]);
}
