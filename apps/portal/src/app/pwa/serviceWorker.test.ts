import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { describe, expect, it, vi } from 'vitest';
import { applyUpdate, isUpdateReady, onUpdateReady, registerPortalServiceWorker } from './serviceWorker';

describe('the service worker’s registration (issue #32 §1–2)', () => {
  it('registers at once, tells of a waiting release, and skips waiting only when asked', async () => {
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} });
    const updateSW = vi.fn(async () => undefined);
    let options: RegisterSWOptions = {};
    registerPortalServiceWorker((given) => {
      options = given ?? {};
      return updateSW;
    });
    expect(options.immediate).toBe(true);
    const listener = vi.fn();
    const stop = onUpdateReady(listener);
    expect(isUpdateReady()).toBe(false);
    options.onNeedRefresh?.();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(isUpdateReady()).toBe(true);
    expect(updateSW).not.toHaveBeenCalled();
    await applyUpdate();
    expect(updateSW).toHaveBeenCalledWith(true);
    stop();
    // A refused registration is no error for the page.
    expect(() => options.onRegisterError?.(new Error('blocked'))).not.toThrow();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('does nothing without service workers', () => {
    const register = vi.fn();
    registerPortalServiceWorker(register);
    expect(register).not.toHaveBeenCalled();
  });
});
