// After an in-app navigation, keyboard and screen-reader focus moves to the page's main
// region, as a full page load would put it at the top of the new page (ADR 121). The first
// render (the served page) and changes of the query or hash alone leave focus alone.
import { useEffect, useRef } from 'react';
import { usePathname } from '@/lib/navigation';

export function useRouteFocus(mainId: string): void {
  const pathname = usePathname();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    // One frame later: the new page has rendered and a closing dialog (search) has given
    // focus back to its opener; a page that placed focus inside itself keeps it there.
    const frame = requestAnimationFrame(() => {
      const main = document.getElementById(mainId);
      if (main === null || main.contains(document.activeElement)) return;
      main.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname, mainId]);
}
