// The current time as state, refreshed on a timer: for what changes as time passes (a
// counter of days, a booking that has started) without reading the clock during render.
import { useEffect, useState } from 'react';

/** The current time, refreshed every `refreshMs`. */
export function useNow(refreshMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), refreshMs);
    return () => clearInterval(timer);
  }, [refreshMs]);
  return now;
}
