// Sums of floating-point numbers rounded once, correctly: the result is the exact sum of the
// inputs rounded to the nearest double (ties to even), so it does not depend on the order
// the numbers come in. calculateIndex relies on that to give the same result for any order
// of its rows without sorting them first. Shewchuk's algorithm, as in Python's math.fsum:
// the running sum is kept as a short list of non-overlapping partial sums.

/** Partials rarely exceed a handful; the buffer doubles when they do. */
const INITIAL_PARTIALS = 32;

export class ExactSum {
  /** Non-overlapping partials, smallest magnitude first, in partials[0 .. count); their exact sum is the running total. */
  private partials = new Float64Array(INITIAL_PARTIALS);
  private count = 0;
  /** Set once a non-finite value is added: the IEEE sum of those decides (±Infinity or NaN). */
  private special = 0;
  private hasSpecial = false;

  add(value: number): this {
    if (!Number.isFinite(value)) {
      this.special += value;
      this.hasSpecial = true;
      return this;
    }
    const partials = this.partials;
    const count = this.count;
    let x = value;
    let kept = 0;
    for (let j = 0; j < count; j += 1) {
      let y = partials[j]!;
      if (Math.abs(x) < Math.abs(y)) {
        const swap = x;
        x = y;
        y = swap;
      }
      const high = x + y;
      const low = y - (high - x);
      if (low !== 0) partials[kept++] = low;
      x = high;
    }
    if (kept === partials.length) {
      const grown = new Float64Array(partials.length * 2);
      grown.set(partials);
      this.partials = grown;
    }
    this.partials[kept] = x;
    this.count = kept + 1;
    return this;
  }

  /** A copy that can go on adding without changing this one. */
  clone(): ExactSum {
    const copy = new ExactSum();
    copy.partials = this.partials.slice();
    copy.count = this.count;
    copy.special = this.special;
    copy.hasSpecial = this.hasSpecial;
    return copy;
  }

  /** The exact sum of everything added, rounded to the nearest double. */
  value(): number {
    if (this.hasSpecial) return this.special;
    const partials = this.partials;
    let n = this.count;
    if (n === 0) return 0;
    n -= 1;
    let high = partials[n]!;
    let low = 0;
    while (n > 0) {
      const x = high;
      n -= 1;
      const y = partials[n]!;
      high = x + y;
      const yRounded = high - x;
      low = y - yRounded;
      if (low !== 0) break;
    }
    // Half-way cases: the partials below decide which way the tie rounds.
    if (n > 0 && ((low < 0 && partials[n - 1]! < 0) || (low > 0 && partials[n - 1]! > 0))) {
      const y = low * 2;
      const x = high + y;
      if (y === x - high) high = x;
    }
    // A sum of zeros is +0, as the exact (integer) sum is: -0 appears only from -0 terms alone.
    return high + 0;
  }
}

/** The correctly rounded sum of `values` (see ExactSum). */
export function exactSum(values: ArrayLike<number>, count = values.length): number {
  const sum = new ExactSum();
  for (let i = 0; i < count; i += 1) sum.add(values[i]!);
  return sum.value();
}
