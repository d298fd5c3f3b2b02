import {
  Component,
  lazy,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';

/** Leaves out what threw inside it, and says so once. */
class PartBoundary extends Component<
  { children: ReactNode; onError: () => void },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onError();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * `React.lazy` for a part of a page whose code loads after the first screen (the footer, the side
 * menu, the winner board, popups): when its chunk cannot be loaded (the phone went offline while
 * it was on its way, or a newer release replaced it), the part is left out instead of taking the
 * whole site down with it (a lazy component's failed import throws, and with nothing to catch it
 * React unmounts the app: a blank page), and its code is asked for again once the browser is back
 * online. A page's own code has the router's error screen instead (app/layout/route-error.tsx).
 * Render it inside a Suspense boundary, as any lazy component.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy's own signature
export function lazyPart<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): ComponentType<ComponentProps<T>> {
  let attempt = 0;
  /** The import failed (known as soon as it fails, before React gets to the boundary). */
  let rejected = false;
  /** The boundary has caught that failure: the part is drawn as left out. */
  let caught = false;
  const loadOrNote = () =>
    load().catch((error: unknown) => {
      rejected = true;
      throw error;
    });
  let Current = lazy(loadOrNote);
  /** The mounted parts' redraws, called when the part's code is asked for again. */
  const redraws = new Set<() => void>();
  /** After a failure, a fresh lazy component: React keeps a rejected import for good. */
  const askAgain = () => {
    if (!rejected) return;
    rejected = false;
    caught = false;
    attempt += 1;
    Current = lazy(loadOrNote);
  };
  // Listened for from the start, not from the part's first commit: on a slow phone the connection
  // can come back before React has drawn the failure, and that `online` must not be missed.
  window.addEventListener('online', () => {
    askAgain();
    for (const redraw of redraws) redraw();
  });
  const subscribe = (redraw: () => void) => {
    redraws.add(redraw);
    return () => redraws.delete(redraw);
  };
  const snapshot = () => attempt;

  function LazyPart(props: ComponentProps<T>) {
    useState(() => {
      // Mounted again after a failure, online: ask again at once (once: `caught` is set only
      // when a failure is drawn, so a failing import is not asked for in a loop).
      if (caught && navigator.onLine) askAgain();
    });
    const key = useSyncExternalStore(subscribe, snapshot);
    return (
      <PartBoundary key={key} onError={() => (caught = true)}>
        <Current {...props} />
      </PartBoundary>
    );
  }
  return LazyPart;
}
