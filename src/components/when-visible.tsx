// Renders its children only once they are about to scroll into view, or when the reader
// asks for them: the placeholder until then keeps heavy code and data (a chart library, a
// long price series) off the page's first load. Without IntersectionObserver (very old
// browsers) the children render right after the first render. The first render is always
// the placeholder: the server renders it, so the browser's hydrating render must too.
import { useEffect, useRef, useState } from 'react';
import type * as React from 'react';
import { useIsClient } from '@/hooks/use-is-client';

/** How far below the fold the content starts loading, so it is ready when it arrives. */
export const WHEN_VISIBLE_MARGIN = '200px';

export function WhenVisible({
  placeholder,
  children,
  rootMargin = WHEN_VISIBLE_MARGIN,
}: {
  /** Shown until then; gets `show` for a button that loads the content on request. */
  placeholder: (show: () => void) => React.ReactNode;
  children: React.ReactNode;
  rootMargin?: string;
}) {
  const [asked, setShown] = useState(false);
  // Not in the server's render nor the hydrating one (useIsClient is false there).
  const cannotObserve = useIsClient() && typeof IntersectionObserver === 'undefined';
  const shown = asked || cannotObserve;
  const anchor = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (shown || !anchor.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShown(true);
      },
      { rootMargin },
    );
    observer.observe(anchor.current);
    return () => observer.disconnect();
  }, [shown, rootMargin]);

  if (shown) return <>{children}</>;
  return (
    <div ref={anchor} data-slot="when-visible">
      {placeholder(() => setShown(true))}
    </div>
  );
}
