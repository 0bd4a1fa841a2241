/** Random sources for the engine and helpers that draw from an injected `rng`. */

/** Deterministic PRNG (mulberry32): same seed, same sequence, in the browser and in Node. */
export function seededRng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Unpredictable source from Web Crypto, for a server whose tokens and codes must not be guessable. */
export function cryptoRng(): () => number {
  const buffer = new Uint32Array(1);
  return () => {
    globalThis.crypto.getRandomValues(buffer);
    return buffer[0]! / 4294967296;
  };
}

export const randomInt = (rng: () => number, maxExclusive: number) => Math.floor(rng() * maxExclusive);

export function randomBytes(rng: () => number, length: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(length);
  for (let i = 0; i < length; i++) bytes[i] = randomInt(rng, 256);
  return bytes;
}

export const randomHex = (rng: () => number, bytes: number) =>
  Array.from(randomBytes(rng, bytes), (b) => b.toString(16).padStart(2, '0')).join('');

export const randomDigits = (rng: () => number, length: number) =>
  Array.from({ length }, () => String(randomInt(rng, 10))).join('');

export const randomFrom = (rng: () => number, alphabet: string, length: number) =>
  Array.from({ length }, () => alphabet[randomInt(rng, alphabet.length)]).join('');
