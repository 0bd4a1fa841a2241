import { describe, expect, it } from 'vitest';
import { destinationAfterLogin } from './destination';

describe('destinationAfterLogin', () => {
  it('goes home without a `from`', () => {
    expect(destinationAfterLogin(null)).toBe('/pages/index/index');
    expect(destinationAfterLogin({})).toBe('/pages/index/index');
  });
  it('returns to a path or a location object', () => {
    expect(destinationAfterLogin({ from: '/pages/fund/assets' })).toBe('/pages/fund/assets');
    expect(destinationAfterLogin({ from: { pathname: '/pages/legal/order', search: '?id=3' } })).toBe('/pages/legal/order?id=3');
  });
  it('never returns into the auth pages or off-site', () => {
    expect(destinationAfterLogin({ from: '/pages/common/register?code=X' })).toBe('/pages/index/index');
    expect(destinationAfterLogin({ from: '//evil.example' })).toBe('/pages/index/index');
    expect(destinationAfterLogin({ from: 'https://evil.example' })).toBe('/pages/index/index');
  });
});
