// A component whose code loads on demand (on intent: hover, focus, press) rather than with
// the page. Unlike React.lazy there is no Suspense: callers render a light placeholder until
// `useIsLoaded()` is true, and can start the load early with `load()`.
import { createElement, useSyncExternalStore, type ComponentType } from 'react';

export interface LazyComponent<P extends object> {
  /** Starts (or joins) the load; rejects if the chunk cannot be fetched, and a later call retries. */
  load: () => Promise<ComponentType<P>>;
  /** True once the code has loaded; re-renders when it arrives. */
  useIsLoaded: () => boolean;
  /** Renders the loaded component, or nothing before it has loaded. */
  Component: ComponentType<P>;
}

export function createLazyComponent<P extends object>(factory: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let component: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const listeners = new Set<() => void>();

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };

  const load = () => {
    pending ??= factory().then(
      (loaded) => {
        component = loaded;
        for (const listener of listeners) listener();
        return loaded;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };

  const useLoadedComponent = () =>
    useSyncExternalStore(
      subscribe,
      () => component,
      () => null,
    );

  function Component(props: P) {
    const Loaded = useLoadedComponent();
    return Loaded ? createElement(Loaded, props) : null;
  }

  return { load, useIsLoaded: () => useLoadedComponent() !== null, Component };
}

/** Starts a load for its side effect only (prefetch on hover or focus); failures are retried on use. */
export function prefetch<P extends object>(lazy: LazyComponent<P>): Promise<void> {
  return lazy.load().then(
    () => {},
    () => {},
  );
}
