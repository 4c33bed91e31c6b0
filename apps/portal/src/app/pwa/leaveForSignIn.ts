/**
 * auth-session's `navigate` for the portal (`configureSession` in `boot.tsx`): every logout and
 * session end leaves through it. It loads `clearCaches.ts` (off the first load: a logout is
 * rare) and leaves once the portal's caches are cleared (`leaveClearingCaches`, issue #32 §6);
 * if that code cannot load, it leaves at once.
 * @param url - where to go (the sign-in page).
 */
export function leaveForSignIn(url: string): void {
  import('./clearCaches').then(
    (module) => module.leaveClearingCaches(url),
    () => window.location.assign(url),
  );
}
