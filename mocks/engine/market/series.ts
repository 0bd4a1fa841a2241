/**
 * The demo exchange's price series: a pure function of (seed, symbol, time), so it needs no stored state,
 * is continuous across restarts and is the same in the browser and in Node.
 *
 * Model (per symbol), in log-price x:
 *   - at each minute boundary m, x(m) = ln(anchor) + Σ_k a_k · s_k(m) · noise_k(m): value noise in octaves
 *     of period 2^k minutes (k = 0…17, up to ~half a year), amplitudes ∝ √period so the sum behaves like a
 *     random walk up to the largest octave and then stays around the anchor. s_k is the intraday volatility
 *     shape (busier around the US session and the Asian open), applied to the octaves under ~1 h. The slow
 *     octaves (≥ 64 min) are evaluated every 16 minutes and joined linearly, which keeps a minute cheap;
 *   - inside a minute, a Brownian bridge of 12 five-second steps from x(m) to x(m+1), seeded by (m): the
 *     minute's high and low are its extremes, and the live price at any instant is the linear
 *     interpolation between its two neighbouring points (so the forming candle never leaves the range the
 *     completed one will have);
 *   - a per-minute volume from the same seed and the intraday shape, turnover = volume × mean price.
 *
 * Everything is integers once it leaves here: prices in ticks (10^-price_precision), volume in units of
 * 10^-amount_precision, turnover in cents. Aggregation (max, min, sums) is then exact, so a 5-minute candle
 * equals the aggregation of its five 1-minute candles to the last digit. The hashing is ./hash.ts; the
 * integer candle and its folding, ./rawCandle.ts.
 */
import { fmix, hashUnit, mix, symbolSeed } from './hash';
import { fold, type RawCandle } from './rawCandle';

export const MINUTE = 60_000;
const STEPS = 12; // bridge points per minute (5 s apart)
const OCTAVES = 18;
const SQRT6 = Math.sqrt(6);
const SLOW_FROM = 6; // octaves 0…5 (≤ 32 min) follow the intraday shape; 6… are the slow part
const KNOT = 16; // minutes between evaluations of the slow part

// --- intraday shape ----------------------------------------------------------------------------------------

const bump = (hour: number, centre: number, width: number) => {
  let d = Math.abs(hour - centre) % 24;
  if (d > 12) d = 24 - d;
  return Math.exp(-(d * d) / (2 * width * width));
};

function shapeAtHour(kind: 'spot' | 'stock', hour: number): number {
  if (kind === 'stock') return 0.35 + 1.1 * bump(hour, 16.75, 2.2);
  return 0.7 + 0.5 * bump(hour, 14.5, 1.6) + 0.25 * bump(hour, 1.5, 1.5) + 0.15 * bump(hour, 8, 1.5);
}

// One value per minute of the day, computed once: the shape is read several times per simulated minute.
const shapeTables = {
  spot: Float64Array.from({ length: 1440 }, (_, i) => shapeAtHour('spot', i / 60)),
  stock: Float64Array.from({ length: 1440 }, (_, i) => shapeAtHour('stock', i / 60)),
};

// --- one symbol --------------------------------------------------------------------------------------------

export interface SeriesParams {
  symbol: string;
  kind: 'spot' | 'stock';
  anchor: number;
  pricePrecision: number;
  amountPrecision: number;
  dailyVol: number;
  volume24h: number;
}

export interface Series {
  readonly params: SeriesParams;
  /** The completed 1-minute candle starting at minute index `m` (= ms / 60 000). */
  minute(m: number): RawCandle;
  /** The 1-minute candle of minute `m` as it stands at `at` (m·60 000 ≤ at < (m+1)·60 000). */
  formingMinute(m: number, at: number): RawCandle;
  /** The price in ticks at instant `at`. */
  priceTicks(at: number): number;
  /** The aggregation of the completed minutes [m0, m1) (same figures as folding `minute(m)` over them). */
  aggregate(m0: number, m1: number): RawCandle;
}

export function createSeries(seed: number, params: SeriesParams): Series {
  const key = symbolSeed(seed, params.symbol);
  const scale = 10 ** params.pricePrecision;
  const unitScale = 10 ** params.amountPrecision;
  const sigma = params.dailyVol / Math.sqrt(1440); // per-minute σ of the log price
  const logAnchor = Math.log(params.anchor);
  const baseUnits = (params.volume24h * unitScale) / 1440;

  // a_k = c·σ·√T_k, with c chosen so the 1-minute increment has σ (see the header): var ≈ c²σ²(2/3 + 0.8).
  const amp = Float64Array.from({ length: OCTAVES }, (_, k) => 0.82 * sigma * Math.sqrt(2 ** k));
  // Lattice memo: consecutive minutes reuse the same lattice points of every octave above the first.
  const lastI = new Float64Array(OCTAVES).fill(NaN);
  const lastA = new Float64Array(OCTAVES);
  const lastB = new Float64Array(OCTAVES);
  const lattice = (k: number, i: number) => 2 * hashUnit(key, k, i) - 1;
  const periods = Float64Array.from({ length: OCTAVES }, (_, k) => 2 ** k);
  const shapes = shapeTables[params.kind];
  const shapeOf = (m: number) => shapes[((m % 1440) + 1440) % 1440]!;

  // The last two boundaries computed: a minute needs x(m) and x(m + 1), and the next one starts at x(m + 1).
  let memoM0 = NaN;
  let memoX0 = 0;
  let memoM1 = NaN;
  let memoX1 = 0;
  function logAt(m: number): number {
    if (m === memoM1) return memoX1;
    if (m === memoM0) return memoX0;
    const x = computeLog(m);
    memoM0 = memoM1;
    memoX0 = memoX1;
    memoM1 = m;
    memoX1 = x;
    return x;
  }

  function computeLog(m: number): number {
    const shape = shapeOf(m);
    let x = amp[0]! * shape * lattice(0, m);
    for (let k = 1; k < SLOW_FROM; k++) x += octave(k, m) * shape;
    // The slow octaves (periods ≥ 64 min) are evaluated at knots 16 min apart and joined linearly.
    const k0 = Math.floor(m / KNOT) * KNOT;
    const f = (m - k0) / KNOT;
    return x + (f === 0 ? slowAt(k0) : slowAt(k0) * (1 - f) + slowAt(k0 + KNOT) * f);
  }

  /** Octave k's contribution at minute m (unshaped). */
  function octave(k: number, m: number): number {
    const period = periods[k]!;
    const i = Math.floor(m / period);
    if (lastI[k] !== i) {
      lastI[k] = i;
      lastA[k] = lattice(k, i);
      lastB[k] = lattice(k, i + 1);
    }
    const f = (m - i * period) / period;
    const s = f * f * (3 - 2 * f);
    return amp[k]! * (lastA[k]! + (lastB[k]! - lastA[k]!) * s);
  }

  let slowKnotA = NaN;
  let slowValueA = 0;
  let slowKnotB = NaN;
  let slowValueB = 0;
  function slowAt(knot: number): number {
    if (knot === slowKnotB) return slowValueB;
    if (knot === slowKnotA) return slowValueA;
    let x = logAnchor;
    for (let k = SLOW_FROM; k < OCTAVES; k++) x += octave(k, knot);
    slowKnotA = slowKnotB;
    slowValueA = slowValueB;
    slowKnotB = knot;
    slowValueB = x;
    return x;
  }

  // The bridge of the last minute asked for (live prices ask for the same minute many times).
  let bridgeMinute = NaN;
  const bridgePoints = new Float64Array(STEPS + 1);
  let bridgeVolume = 0;

  function bridge(m: number): Float64Array {
    if (bridgeMinute === m) return bridgePoints;
    const x0 = logAt(m);
    const x1 = logAt(m + 1);
    const shape = shapeOf(m);
    const stepSigma = (0.9 * sigma * shape) / Math.sqrt(STEPS);
    // Walk W_j with roughly Gaussian steps (sum of two uniforms, scaled to unit variance), then pin both ends.
    // (No closure here: this runs for every simulated minute, and a closure per call costs more than the maths.)
    let state = fmix(mix(key, m)) | 0;
    let w = 0;
    bridgePoints[0] = 0;
    for (let j = 1; j <= STEPS; j++) {
      state = (state + 0x6d2b79f5) | 0;
      const u1 = fmix(state) / 4294967296;
      state = (state + 0x6d2b79f5) | 0;
      const u2 = fmix(state) / 4294967296;
      w += (u1 + u2 - 1) * SQRT6 * stepSigma;
      bridgePoints[j] = w;
    }
    const wEnd = bridgePoints[STEPS]!;
    for (let j = 0; j <= STEPS; j++) {
      const f = j / STEPS;
      bridgePoints[j] = x0 + f * (x1 - x0) + bridgePoints[j]! - f * wEnd;
    }
    state = (state + 0x6d2b79f5) | 0;
    const u = fmix(state) / 4294967296;
    const move = Math.abs(x1 - x0) / (sigma * shape);
    bridgeVolume = Math.max(1, Math.round(baseUnits * shape * (0.35 + 1.3 * u) * (0.8 + 0.25 * move)));
    bridgeMinute = m;
    return bridgePoints;
  }

  const ticks = (x: number) => Math.max(1, Math.round(Math.exp(x) * scale));
  const turnoverCents = (units: number, c: RawCandle) =>
    Math.round(((units / unitScale) * (c.o + c.h + c.l + c.c) * 100) / (4 * scale));

  /** Writes minute `m`'s completed candle into `out`. */
  function fillMinute(m: number, out: RawCandle): RawCandle {
    const p = bridge(m);
    let hi = p[0]!;
    let lo = hi;
    for (let j = 1; j <= STEPS; j++) {
      const x = p[j]!;
      if (x > hi) hi = x;
      else if (x < lo) lo = x;
    }
    out.t = m * MINUTE;
    out.o = ticks(p[0]!);
    out.h = ticks(hi);
    out.l = ticks(lo);
    out.c = ticks(p[STEPS]!);
    out.v = bridgeVolume;
    out.q = turnoverCents(out.v, out);
    return out;
  }

  const minute = (m: number): RawCandle => fillMinute(m, { t: 0, o: 0, h: 0, l: 0, c: 0, v: 0, q: 0 });

  const scratch: RawCandle = { t: 0, o: 0, h: 0, l: 0, c: 0, v: 0, q: 0 };
  function aggregate(m0: number, m1: number): RawCandle {
    const out = minute(m0);
    for (let m = m0 + 1; m < m1; m++) fold(out, fillMinute(m, scratch));
    return out;
  }

  /** Log price at `at` inside minute `m`, and the index of the last bridge point at or before it. */
  function liveLog(m: number, at: number): { x: number; j: number; p: Float64Array } {
    const p = bridge(m);
    const pos = ((at - m * MINUTE) / MINUTE) * STEPS;
    const j = Math.min(STEPS - 1, Math.max(0, Math.floor(pos)));
    const f = Math.min(1, Math.max(0, pos - j));
    return { x: p[j]! + (p[j + 1]! - p[j]!) * f, j, p };
  }

  function formingMinute(m: number, at: number): RawCandle {
    const full = minute(m);
    const { x, j, p } = liveLog(m, at);
    let hi = x;
    let lo = x;
    for (let i = 0; i <= j; i++) {
      if (p[i]! > hi) hi = p[i]!;
      if (p[i]! < lo) lo = p[i]!;
    }
    const frac = Math.min(1, Math.max(0, (at - m * MINUTE) / MINUTE));
    return {
      t: m * MINUTE,
      o: full.o,
      h: ticks(hi),
      l: ticks(lo),
      c: ticks(x),
      v: Math.floor(full.v * frac),
      q: Math.floor(full.q * frac),
    };
  }

  function priceTicks(at: number): number {
    const m = Math.floor(at / MINUTE);
    return ticks(liveLog(m, at).x);
  }

  return { params, minute, formingMinute, priceTicks, aggregate };
}
