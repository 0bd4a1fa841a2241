/**
 * Hashing for the demo market: murmur3-style mixing of a seed and integers into uniform numbers, so every
 * figure (prices, volumes, the book, the tape) is a pure function of its inputs, the same in any runtime.
 */

export function mix(h: number, k: number): number {
  k = Math.imul(k | 0, 0xcc9e2d51);
  k = (k << 15) | (k >>> 17);
  k = Math.imul(k, 0x1b873593);
  h ^= k;
  h = (h << 13) | (h >>> 19);
  return (Math.imul(h, 5) + 0xe6546b64) | 0;
}

export function fmix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A uniform number in [0, 1) from a seed and up to three integers (murmur3-style mixing). */
export function hashUnit(seed: number, a: number, b = 0, c = 0): number {
  return fmix(mix(mix(mix(seed, a), b), c)) / 4294967296;
}

/** A 32-bit seed for a symbol under a market seed. */
export function symbolSeed(seed: number, symbol: string): number {
  let h = seed | 0;
  for (let i = 0; i < symbol.length; i++) h = mix(h, symbol.charCodeAt(i));
  return fmix(h) | 0;
}
