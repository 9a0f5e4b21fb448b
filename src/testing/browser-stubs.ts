// What jsdom lacks and the app touches: matchMedia (with a switch for reduced motion),
// ResizeObserver (Radix popper), pointer capture and scrollIntoView (Radix menus), scrollTo.

let reducedMotion = false;
const listeners = new Set<() => void>();

/** Makes `(prefers-reduced-motion: reduce)` match or not, and tells subscribers. */
export function setReducedMotion(value: boolean): void {
  reducedMotion = value;
  for (const listener of listeners) listener();
}

function matchMedia(query: string): MediaQueryList {
  const matchesNow = () => (query.includes('prefers-reduced-motion') ? reducedMotion : false);
  const list = {
    get matches() {
      return matchesNow();
    },
    media: query,
    onchange: null,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    addListener: (listener: () => void) => listeners.add(listener),
    removeListener: (listener: () => void) => listeners.delete(listener),
    dispatchEvent: () => false,
  };
  // A stub of the members components use, not the whole EventTarget MediaQueryList extends.
  return list as unknown as MediaQueryList;
}

class ResizeObserverStub implements ResizeObserver {
  constructor(_callback: ResizeObserverCallback) {}
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

export function installBrowserStubs(): void {
  window.matchMedia = matchMedia;
  globalThis.ResizeObserver ??= ResizeObserverStub;
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
}
