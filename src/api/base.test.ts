import { describe, expect, it } from 'vitest';
import { resolveApiBase } from './base';

const loc = (host: string, protocol = 'https:') => {
  const [hostname, port = ''] = host.split(':');
  return { host, hostname: hostname!, port, origin: `${protocol}//${host}` };
};

describe('resolveApiBase (spec §7)', () => {
  it('uses the page host over https', () => {
    expect(resolveApiBase(loc('m.example.com'), {})).toBe('https://m.example.com/api');
  });
  it('uses the configured production host when the page host has a port', () => {
    expect(resolveApiBase(loc('127.0.0.1:8080', 'http:'), { VITE_PRODUCTION_HOST: 'api.example.com/' })).toBe(
      'https://api.example.com/api',
    );
  });
  it('falls back to the page origin with a port and no production host (the demo exchange)', () => {
    expect(resolveApiBase(loc('127.0.0.1:8080', 'http:'), {})).toBe('http://127.0.0.1:8080/api');
  });
  it('lets VITE_API_BASE override everything', () => {
    expect(resolveApiBase(loc('m.example.com'), { VITE_API_BASE: 'https://x.test/api/' })).toBe('https://x.test/api');
  });
});
