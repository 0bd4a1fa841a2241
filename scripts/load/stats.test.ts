import { describe, expect, it } from 'vitest';
import { ms, summarize, table, Tally } from './stats';

describe('summarize', () => {
  it('gives NaN percentiles and no count for no values', () => {
    const s = summarize([]);
    expect(s.n).toBe(0);
    expect(s.p50).toBeNaN();
    expect(s.max).toBeNaN();
  });

  it('uses the nearest rank, whatever the order of the values', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i); // 100 … 1
    expect(summarize(values)).toEqual({ n: 100, p50: 50, p95: 95, p99: 99, max: 100 });
  });

  it('takes the one value of a single sample for every percentile', () => {
    expect(summarize([7])).toEqual({ n: 1, p50: 7, p95: 7, p99: 7, max: 7 });
  });

  it('puts a rare slow call in p99 only once it is more than 1 % of the calls', () => {
    const fast = Array.from({ length: 99 }, () => 10);
    expect(summarize([...fast, 5000]).p99).toBe(10);
    expect(summarize([...fast.slice(0, 98), 5000, 5000]).p99).toBe(5000);
    expect(summarize([...fast, 5000]).max).toBe(5000);
  });

  it('does not reorder the caller’s array', () => {
    const values = [3, 1, 2];
    summarize(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('Tally', () => {
  it('counts by key, largest first, with a total', () => {
    const t = new Tally();
    t.add('a');
    t.add('b', 3);
    t.add('a');
    expect(t.entries()).toEqual([
      ['b', 3],
      ['a', 2],
    ]);
    expect(t.get('c')).toBe(0);
    expect(t.total).toBe(5);
  });
});

describe('table and ms', () => {
  it('aligns columns: text left, numbers right, a rule under the header', () => {
    const out = table([
      ['call', 'n'],
      ['POST /coin/trade', '7'],
      ['GET /user/info', '12'],
    ]);
    expect(out.split('\n')).toEqual([
      'call              n',
      '----------------  --',
      'POST /coin/trade   7',
      'GET /user/info    12',
    ]);
    expect(table([])).toBe('');
  });

  it('prints whole milliseconds, and - for none', () => {
    expect(ms(12.6)).toBe('13');
    expect(ms(NaN)).toBe('-');
  });
});
