import { Suspense, useState, type ReactNode } from 'react';

/** Props of {@link LazyMount}. */
export interface LazyMountProps {
  /** Whether the part is wanted now (a menu's anchor is set, a dialog is open). From the first time it is, the part stays mounted. */
  when: boolean;
  /** The part, typically a `React.lazy` component whose chunk loads on first use. */
  children: ReactNode;
}

/**
 * Mounts a lazily loaded part of a page — a menu, a dialog — the first time it is wanted, and keeps
 * it mounted after (so it closes with its exit transition and opens again at once), inside a
 * `Suspense` with no fallback: nothing shows while its chunk loads, and its code stays off the first
 * load (issue #8). Renders nothing until then.
 * @example
 * <LazyMount when={open}>
 *   <SearchModal open={open} onClose={() => setOpen(false)} />
 * </LazyMount>
 */
export function LazyMount({ when, children }: LazyMountProps) {
  const [mounted, setMounted] = useState(when);
  if (when && !mounted) setMounted(true);
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
