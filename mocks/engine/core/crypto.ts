/**
 * Password hashing and TOTP through Web Crypto (`globalThis.crypto.subtle`): the same code runs in
 * Node 20 and in browsers (secure contexts: https or localhost), so the engine has no Node-only import.
 */
import { randomBytes, randomFrom } from './random';

function subtle(): SubtleCrypto {
  const s = globalThis.crypto?.subtle;
  if (!s)
    throw new Error('Web Crypto (crypto.subtle) is unavailable: use Node ≥ 20 or a secure browser context');
  return s;
}

const encoder = new TextEncoder();
const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
function fromHex(hex: string): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

/** Compares without an early exit, so timing does not reveal how much of a hash matched. */
function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

// ---------------------------------------------------------------------------------------------------------
// Passwords: PBKDF2-HMAC-SHA256 at OWASP's current 600 000 iterations, 16-byte random salt, stored as
// `pbkdf2-sha256$<iterations>$<salt>$<hash>`. PBKDF2 rather than scrypt: the engine also runs in the browser
// (Storybook), where Web Crypto has no scrypt; in Node, Web Crypto's PBKDF2 runs on the libuv thread pool,
// so hashing never blocks the event loop. The iteration count is stored with each hash: an older, weaker
// hash still verifies, and `passwordNeedsRehash` tells sign-in to replace it (transparent upgrade).
// ---------------------------------------------------------------------------------------------------------

export const PBKDF2_ITERATIONS = 600_000;
const SCHEME = 'pbkdf2-sha256';

/**
 * The cost new hashes are made at: the production 600 000, unless a test set-up lowers it
 * (`tests/password-cost.ts`) so that hundreds of sign-ins in the unit suite do not spend minutes in PBKDF2.
 * The production figure has its own test; the browser never calls the setter, the server only when a loopback
 * server is started with PASSWORD_COST (the browser suites: mocks/server/config.ts).
 */
let cost = PBKDF2_ITERATIONS;
export const passwordCost = () => cost;
export function setPasswordCost(iterations: number) {
  if (!Number.isSafeInteger(iterations) || iterations < 1) throw new Error(`Bad PBKDF2 cost: ${iterations}`);
  cost = iterations;
}

async function pbkdf2(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<string> {
  const key = await subtle().importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await subtle().deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256);
  return toHex(new Uint8Array(bits));
}

export async function hashPassword(password: string, rng: () => number): Promise<string> {
  const salt = randomBytes(rng, 16);
  return `${SCHEME}$${cost}$${toHex(salt)}$${await pbkdf2(password, salt, cost)}`;
}

const parseHash = (stored: string) => {
  const [scheme, iterations, salt, hash] = stored.split('$');
  const rounds = Number(iterations);
  if (scheme !== SCHEME || !salt || !hash || !Number.isSafeInteger(rounds) || rounds < 1) return undefined;
  if (!/^[0-9a-f]{32}$/.test(salt) || !/^[0-9a-f]{64}$/.test(hash)) return undefined;
  return { rounds, salt, hash };
};

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  // The dummy hash (unknown accounts) costs what a real check costs now.
  const rounds = stored === DUMMY_PASSWORD_HASH ? cost : parsed.rounds;
  return constantTimeEqual(await pbkdf2(password, fromHex(parsed.salt), rounds), parsed.hash);
}

/** Whether a stored hash is weaker than what `hashPassword` makes now (re-hash it at the next sign-in). */
export function passwordNeedsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.rounds < cost;
}

/**
 * A well-formed hash of nothing at today's cost: verifying against it takes as long as a real check, so
 * an unknown account is refused as slowly as a wrong password.
 */
export const DUMMY_PASSWORD_HASH = `${SCHEME}$${PBKDF2_ITERATIONS}$${'0'.repeat(32)}$${'0'.repeat(64)}`;

// ---------------------------------------------------------------------------------------------------------
// TOTP (RFC 6238 over RFC 4226 HOTP): HMAC-SHA1, 6 digits, 30 s step, secrets in RFC 4648 base32.
// ---------------------------------------------------------------------------------------------------------

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export const TOTP_STEP_MS = 30_000;

export function base32Decode(input: string): Uint8Array<ArrayBuffer> {
  const clean = input.toUpperCase().replace(/[\s=-]/g, '');
  const out: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of clean) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`Invalid base32 character: ${char}`);
    buffer = (buffer << 5) | value;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      out.push((buffer >>> bits) & 0xff);
    }
  }
  return new Uint8Array(out);
}

/** A 16-character base32 secret (80 bits), the length authenticator apps expect to be typed in. */
export const generateTotpSecret = (rng: () => number) => randomFrom(rng, BASE32, 16);

export async function hotp(secret: string, counter: number): Promise<string> {
  const key = await subtle().importKey('raw', base32Decode(secret), { name: 'HMAC', hash: 'SHA-1' }, false, [
    'sign',
  ]);
  const message = new Uint8Array(8);
  // 64-bit big-endian counter; split because bitwise operators work on 32 bits.
  new DataView(message.buffer).setUint32(0, Math.floor(counter / 2 ** 32));
  new DataView(message.buffer).setUint32(4, counter >>> 0);
  const mac = new Uint8Array(await subtle().sign('HMAC', key, message));
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary =
    ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(binary % 1_000_000).padStart(6, '0');
}

/** The code an authenticator app shows at `timeMs` (tests and stories compute codes with this). */
export const totp = (secret: string, timeMs: number) => hotp(secret, Math.floor(timeMs / TOTP_STEP_MS));

/**
 * The (latest) step whose code `code` is, looking at the current step and `window` steps either side (clock drift,
 * typing time), or null. Callers remember the step to refuse the same code twice (RFC 6238 §5.2).
 */
export async function matchTotp(
  secret: string,
  code: string,
  timeMs: number,
  window = 1,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const step = Math.floor(timeMs / TOTP_STEP_MS);
  let found: number | null = null;
  // Every candidate is computed (no early exit), so timing does not tell which step matched.
  for (let d = -window; d <= window; d++) {
    if (constantTimeEqual(await hotp(secret, step + d), code)) found = step + d;
  }
  return found;
}

export const otpauthUrl = (issuer: string, account: string, secret: string) =>
  `otpauth://totp/${encodeURIComponent(`${issuer}:${account}`)}?secret=${secret}&issuer=${encodeURIComponent(issuer)}` +
  '&algorithm=SHA1&digits=6&period=30';
