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
// Passwords: PBKDF2-HMAC-SHA256, 16-byte random salt, stored as `pbkdf2-sha256$<iterations>$<salt>$<hash>`.
// 100 000 iterations (below OWASP's 600 000) keep sign-up/sign-in snappy in Storybook and the tests; the
// iteration count is stored with each hash, so raising it later does not break existing accounts.
// ---------------------------------------------------------------------------------------------------------

const PBKDF2_ITERATIONS = 100_000;

async function pbkdf2(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<string> {
  const key = await subtle().importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await subtle().deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256);
  return toHex(new Uint8Array(bits));
}

export async function hashPassword(password: string, rng: () => number): Promise<string> {
  const salt = randomBytes(rng, 16);
  return `pbkdf2-sha256$${PBKDF2_ITERATIONS}$${toHex(salt)}$${await pbkdf2(password, salt, PBKDF2_ITERATIONS)}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, iterations, salt, hash] = stored.split('$');
  if (scheme !== 'pbkdf2-sha256' || !iterations || !salt || !hash) return false;
  return constantTimeEqual(await pbkdf2(password, fromHex(salt), Number(iterations)), hash);
}

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

/** Accepts the current step and one step either side, to absorb clock drift and typing time. */
export async function verifyTotp(secret: string, code: string, timeMs: number, window = 1): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const step = Math.floor(timeMs / TOTP_STEP_MS);
  for (let d = -window; d <= window; d++) {
    if (constantTimeEqual(await hotp(secret, step + d), code)) return true;
  }
  return false;
}

export const otpauthUrl = (issuer: string, account: string, secret: string) =>
  `otpauth://totp/${encodeURIComponent(`${issuer}:${account}`)}?secret=${secret}&issuer=${encodeURIComponent(issuer)}` +
  '&algorithm=SHA1&digits=6&period=30';
