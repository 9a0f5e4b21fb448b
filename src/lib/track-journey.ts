// A step of a client journey for the analytics (ADR 091). The analytics module loads on
// first use, so the journey pages do not carry it; the path is read when the step happens.
import type { JourneyEventName } from '@domain/analytics';

export function trackJourney(event: JourneyEventName): void {
  const path = window.location.pathname;
  void import('./analytics').then(
    (analytics) => analytics.track(event, path),
    () => undefined, // a chunk that cannot load must not break the journey
  );
}
