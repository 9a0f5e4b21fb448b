// The visitor's time zone for the journeys' times, changeable from a list. The server does not
// know it, so the server's render and the browser's hydrating render show UTC (the server's
// page says so) and the detected zone follows right after; a page rendered in the browser
// alone starts with the detected zone.
import { useState, useSyncExternalStore } from 'react';
import { detectTimeZone, FALLBACK_TIME_ZONE } from '@/lib/time-zones';

const noSubscription = () => () => {};
let detected: string | undefined;
const detectedZone = () => (detected ??= detectTimeZone());
const serverZone = () => FALLBACK_TIME_ZONE;

export function useVisitorTimeZone(): [string, (zone: string) => void] {
  const zone = useSyncExternalStore(noSubscription, detectedZone, serverZone);
  const [chosen, setChosen] = useState<string | null>(null);
  return [chosen ?? zone, setChosen];
}
