import {
  Component,
  lazy,
  useEffect,
  useState,
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
  let Current = lazy(load);
  let failed = false;
  let attempt = 0;
  /** After a failure, a fresh lazy component: React keeps a rejected import for good. */
  const askAgain = () => {
    if (!failed) return;
    failed = false;
    attempt += 1;
    Current = lazy(load);
  };

  function LazyPart(props: ComponentProps<T>) {
    const [seen, setSeen] = useState(() => {
      // Mounted again after a failure, online: ask again at once.
      if (navigator.onLine) askAgain();
      return attempt;
    });
    useEffect(() => {
      const retry = () => {
        askAgain();
        setSeen(attempt);
      };
      window.addEventListener('online', retry);
      return () => window.removeEventListener('online', retry);
    }, []);
    return (
      <PartBoundary key={seen} onError={() => (failed = true)}>
        <Current {...props} />
      </PartBoundary>
    );
  }
  return LazyPart;
}
