/**
 * A seeded pseudo-random generator (mulberry32) so the demo data is the same on every machine and every run.
 *
 * @example
 * const random = new PlatformRandom(42);
 * random.pick(['NL', 'DE']); // always the same sequence for seed 42
 */
export class PlatformRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** Picks by weight: `[['NL', 30], ['DE', 20]]` gives NL 60% of the time. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return entries[entries.length - 1]![0];
  }

  /** A date between `from` and `to`, skewed towards `to` when `skew` > 1 (platforms grow over time). */
  dateBetween(from: Date, to: Date, skew = 1): Date {
    const span = to.getTime() - from.getTime();
    return new Date(from.getTime() + Math.floor(span * Math.pow(this.next(), 1 / skew)));
  }
}
