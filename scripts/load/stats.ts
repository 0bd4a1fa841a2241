/** The load test's figures: percentiles, counters and the printed table (pure). */

/** The nearest-rank percentile (`p` in 0–100) of ascending `sorted`; NaN when empty. */
const nearestRank = (sorted: readonly number[], p: number): number =>
  sorted.length
    ? sorted[Math.max(0, Math.ceil((Math.min(100, Math.max(0, p)) / 100) * sorted.length) - 1)]!
    : NaN;

export interface Summary {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Count, nearest-rank p50 / p95 / p99 and maximum of `values` (NaN for an empty list). */
export function summarize(values: readonly number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => nearestRank(sorted, p);
  return { n: sorted.length, p50: at(50), p95: at(95), p99: at(99), max: sorted.at(-1) ?? NaN };
}

/** Counts by key, in first-seen order. */
export class Tally {
  private readonly counts = new Map<string, number>();

  add(key: string, by = 1): void {
    this.counts.set(key, (this.counts.get(key) ?? 0) + by);
  }

  get(key: string): number {
    return this.counts.get(key) ?? 0;
  }

  get total(): number {
    let sum = 0;
    for (const n of this.counts.values()) sum += n;
    return sum;
  }

  /** Largest first. */
  entries(): [string, number][] {
    return [...this.counts].sort((a, b) => b[1] - a[1]);
  }
}

/** Milliseconds as printed: whole ms, `-` for none. */
export const ms = (n: number): string => (Number.isFinite(n) ? String(Math.round(n)) : '-');

/** Rows as aligned columns: the first row is the header; numbers (and `-`) right-aligned. */
export function table(rows: readonly (readonly string[])[]): string {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  const numeric = (cell: string) => /^-?[\d.,]+%?$|^-$/.test(cell);
  const line = (row: readonly string[]) =>
    row
      .map((cell, i) => (numeric(cell) && i > 0 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  const [head, ...body] = rows;
  if (!head) return '';
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}
