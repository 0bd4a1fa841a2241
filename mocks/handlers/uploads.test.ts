// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installTestEngine, server } from '../node';
import { signInDemoUser } from './testing';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  await installTestEngine();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

async function send(token: string | undefined, bytes: Uint8Array<ArrayBuffer>, type = 'image/png') {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), 'picture.png');
  const response = await fetch('http://localhost/api/upload', {
    method: 'POST',
    headers: token ? { Authorization: token } : {},
    body: form,
  });
  return (await response.json()) as { type: string; message: string };
}

describe('POST /upload', () => {
  it('stores a picture and serves the same bytes back at the site origin', async () => {
    const token = await signInDemoUser();
    const answer = await send(token, PNG);
    expect(answer.type).toBe('ok');
    expect(answer.message).toMatch(/^\/upload\/[0-9a-f]{32}\.png$/);
    const served = await fetch(`http://localhost${answer.message}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
  });

  it('refuses what is not a picture, whatever type the client claims, and strangers', async () => {
    const token = await signInDemoUser();
    const script = new TextEncoder().encode('<script>alert(1)</script>');
    expect(await send(token, script, 'image/png')).toEqual({
      type: 'error',
      message: 'That file is not a picture: send a JPG, PNG, GIF or WebP image',
    });
    expect((await send(token, new Uint8Array())).message).toBe('Choose a picture to upload');
    expect((await send(undefined, PNG)).type).not.toBe('ok');
  });

  it('refuses a picture over 5 MB', async () => {
    const token = await signInDemoUser();
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    expect((await send(token, big)).message).toBe('The picture is larger than 5 MB');
  });

  it('answers 404 for a name that was never stored', async () => {
    const served = await fetch(`http://localhost/upload/${'0'.repeat(32)}.png`);
    expect(served.status).toBe(404);
  });
});
