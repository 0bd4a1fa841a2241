// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  generateTotpSecret,
  hashPassword,
  hotp,
  matchTotp,
  passwordCost,
  passwordNeedsRehash,
  PBKDF2_ITERATIONS,
  setPasswordCost,
  totp,
  verifyPassword,
} from './crypto';
import { seededRng } from './random';

// RFC 6238 appendix B, SHA-1 key "12345678901234567890"; the RFC prints 8 digits, authenticators show the last 6.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const RFC_VECTORS: [seconds: number, code: string][] = [
  [59, '287082'],
  [1111111109, '081804'],
  [1111111111, '050471'],
  [1234567890, '005924'],
  [2000000000, '279037'],
  [20000000000, '353130'],
];

describe('TOTP (RFC 6238)', () => {
  it('decodes base32', () => {
    expect(new TextDecoder().decode(base32Decode(RFC_SECRET))).toBe('12345678901234567890');
    expect(() => base32Decode('ABC1')).toThrow();
  });

  it.each(RFC_VECTORS)('at %i s gives %s', async (seconds, code) => {
    expect(await totp(RFC_SECRET, seconds * 1000)).toBe(code);
  });

  it('matches RFC 4226 HOTP values', async () => {
    expect(await hotp(RFC_SECRET, 0)).toBe('755224');
    expect(await hotp(RFC_SECRET, 9)).toBe('520489');
  });

  it('accepts one step of drift either way and no more', async () => {
    const t = 1111111111_000;
    const code = await totp(RFC_SECRET, t);
    const step = Math.floor(t / 30_000);
    expect(await matchTotp(RFC_SECRET, code, t + 30_000)).toBe(step);
    expect(await matchTotp(RFC_SECRET, code, t - 30_000)).toBe(step);
    expect(await matchTotp(RFC_SECRET, code, t + 90_000)).toBeNull();
    expect(await matchTotp(RFC_SECRET, 'abcdef', t)).toBeNull();
  });

  it('generates 16-character base32 secrets', () => {
    expect(generateTotpSecret(seededRng(1))).toMatch(/^[A-Z2-7]{16}$/);
  });
});

describe('password hashing', () => {
  it('verifies the right password only, with a random salt per hash', async () => {
    const rng = seededRng(5);
    const a = await hashPassword('demo1234', rng);
    const b = await hashPassword('demo1234', rng);
    expect(a).not.toBe(b);
    expect(a).not.toContain('demo1234');
    expect(await verifyPassword('demo1234', a)).toBe(true);
    expect(await verifyPassword('demo1234', b)).toBe(true);
    expect(await verifyPassword('demo12345', a)).toBe(false);
    expect(await verifyPassword('demo1234', 'plain:demo1234')).toBe(false);
  });
});

describe('password hashing cost', () => {
  it('hashes at the production 600 000 iterations unless a test lowers it', async () => {
    const lowered = passwordCost();
    expect(PBKDF2_ITERATIONS).toBe(600_000);
    setPasswordCost(PBKDF2_ITERATIONS);
    try {
      const hash = await hashPassword('secret1', seededRng(1));
      expect(hash).toMatch(/^pbkdf2-sha256\$600000\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
      expect(await verifyPassword('secret1', hash)).toBe(true);
      expect(passwordNeedsRehash(hash)).toBe(false);
    } finally {
      setPasswordCost(lowered);
    }
  });

  it('verifies a hash made at another cost by its own stored count, and marks a weaker one for re-hashing', async () => {
    const lowered = passwordCost();
    setPasswordCost(1_000);
    const weak = await hashPassword('secret1', seededRng(2));
    setPasswordCost(2_000);
    try {
      expect(await verifyPassword('secret1', weak)).toBe(true);
      expect(await verifyPassword('secret2', weak)).toBe(false);
      expect(passwordNeedsRehash(weak)).toBe(true);
    } finally {
      setPasswordCost(lowered);
    }
  });

  it('refuses a nonsense cost', () => {
    expect(() => setPasswordCost(0)).toThrow();
    expect(() => setPasswordCost(1.5)).toThrow();
  });
});
