// The visitor's time zone for the journeys' times, changeable from a list. The server does not
// know it, so the server's render and the browser's hydrating render show UTC (the server's
// page says so) and the detected zone follows right after; a page rendered in the browser
// alone starts with the detected zone.
import { useState } from 'react';
import { detectTimeZone, FALLBACK_TIME_ZONE } from '@/lib/time-zones';
import { useIsClient } from './use-is-client';

let detected: string | undefined;
const detectedZone = () => (detected ??= detectTimeZone());

export function useVisitorTimeZone(): [string, (zone: string) => void] {
  const zone = useIsClient() ? detectedZone() : FALLBACK_TIME_ZONE;
  const [chosen, setChosen] = useState<string | null>(null);
  return [chosen ?? zone, setChosen];
}
