// The arithmetic of the dashboard's small SVG charts: a value axis that starts at zero and
// ends on a round number (steps of 1, 2 or 5 times a power of ten), and which of many days
// get a label when they do not all fit.

export interface ValueAxis {
  /** The top of the axis (≥ the largest value, ≥ 1). */
  max: number;
  /** Tick values from 0 to max, evenly spaced. */
  ticks: number[];
}

/** A zero-based axis for values up to `largest`, with about `targetTicks` intervals of whole numbers. */
export function valueAxis(largest: number, targetTicks = 4): ValueAxis {
  const top = Math.max(1, Math.ceil(largest));
  const rough = top / Math.max(1, targetTicks);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(
    1,
    [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough)!,
  );
  const max = Math.ceil(top / step) * step;
  const ticks: number[] = [];
  for (let tick = 0; tick <= max; tick += step) ticks.push(tick);
  return { max, ticks };
}

/**
 * The indexes of `count` evenly spaced items that get a label when at most `room` labels
 * fit: every k-th, counted back from the last (the newest day is always labelled).
 */
export function labelledIndexes(count: number, room: number): number[] {
  if (count <= 0) return [];
  const every = Math.max(1, Math.ceil(count / Math.max(1, Math.floor(room))));
  const indexes: number[] = [];
  for (let index = count - 1; index >= 0; index -= every) indexes.unshift(index);
  return indexes;
}

/** `part` of `whole` as a fraction, or null when there is no whole to divide. */
export function conversion(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}
