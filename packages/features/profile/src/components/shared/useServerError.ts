import type { GatewayError } from '@agent-portal/api-client';
import { useCallback, useState } from 'react';

/** What {@link useServerError} returns. */
export interface ServerErrorState {
  /** The last failure's message, or `null`. */
  serverError: string | null;
  /** Sets or clears the message directly. */
  setServerError: (message: string | null) => void;
  /** Clears the message, runs `action`, and keeps the gateway's message if it throws (never rethrows). */
  run: (action: () => Promise<void>) => Promise<void>;
}

/** The server-error message of a form or action: cleared before each attempt, set from a failed gateway call. */
export function useServerError(): ServerErrorState {
  const [serverError, setServerError] = useState<string | null>(null);
  const run = useCallback(async (action: () => Promise<void>) => {
    setServerError(null);
    try {
      await action();
    } catch (error) {
      setServerError((error as GatewayError).message);
    }
  }, []);
  return { serverError, setServerError, run };
}
