import { describe, expect, it } from 'vitest';
import { resolveSocketConfig } from './config';

const page = (origin: string) => {
  const url = new URL(origin);
  return { origin: url.origin, host: url.host, hostname: url.hostname, port: url.port };
};

describe('resolveSocketConfig', () => {
  it('the demo exchange serving the app (npm start): its own origin, the v4 client', () => {
    expect(resolveSocketConfig(page('http://127.0.0.1:8080'), {})).toEqual({
      url: 'http://127.0.0.1:8080',
      path: '/socket.io',
      protocol: 'v4',
    });
  });

  it("a platform's own host, or an API elsewhere: the family's v2 client", () => {
    expect(resolveSocketConfig(page('https://trade.example.com'), {})).toEqual({
      url: 'https://trade.example.com',
      path: '/socket.io',
      protocol: 'v2',
    });
    expect(
      resolveSocketConfig(page('http://127.0.0.1:5173'), { VITE_API_BASE: 'https://api.example.com/api' })
        .protocol,
    ).toBe('v2');
    expect(
      resolveSocketConfig(page('http://127.0.0.1:5173'), { VITE_PRODUCTION_HOST: 'example.com' }),
    ).toMatchObject({
      url: 'https://example.com',
      protocol: 'v2',
    });
  });

  it('explicit URL, path and client win', () => {
    expect(
      resolveSocketConfig(page('https://trade.example.com'), {
        VITE_SOCKET_URL: 'https://push.example.com:2000/',
        VITE_SOCKET_PATH: '/wss/socket.io/',
        VITE_SOCKET_PROTOCOL: 'V4',
      }),
    ).toEqual({ url: 'https://push.example.com:2000', path: '/wss/socket.io/', protocol: 'v4' });
    // a push server on another origin than the page: a platform's
    expect(
      resolveSocketConfig(page('http://127.0.0.1:8080'), { VITE_SOCKET_URL: 'http://127.0.0.1:2000' })
        .protocol,
    ).toBe('v2');
    expect(resolveSocketConfig(page('http://127.0.0.1:8080'), { VITE_SOCKET_PROTOCOL: 'v3' }).protocol).toBe(
      'v4',
    );
  });
});
