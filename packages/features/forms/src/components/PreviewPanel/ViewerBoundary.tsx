import { Component, type ErrorInfo, type ReactNode } from 'react';

/** Props of {@link ViewerBoundary}. */
export interface ViewerBoundaryProps {
  /** What shows when the viewer failed (its chunk did not load, or it threw). */
  fallback: ReactNode;
  children?: ReactNode;
}

/**
 * Catches a viewer that failed to load or render (e.g. its lazy chunk is gone after a
 * deploy) and shows `fallback` instead of taking the page down. Give it a `key` of the
 * document so the next preview tries again.
 */
export class ViewerBoundary extends Component<ViewerBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('The PDF viewer failed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
