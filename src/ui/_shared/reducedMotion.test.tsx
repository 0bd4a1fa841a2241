import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReducedMotionContext, useReducedMotion, type ReducedMotionSetting } from './reducedMotion';

function Probe() {
  return <output>{useReducedMotion() ? 'reduced' : 'full'}</output>;
}

function systemAsks(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function renderWith(setting?: ReducedMotionSetting) {
  return render(
    setting ? (
      <ReducedMotionContext.Provider value={setting}>
        <Probe />
      </ReducedMotionContext.Provider>
    ) : (
      <Probe />
    ),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('useReducedMotion', () => {
  it('follows the system setting by default', () => {
    systemAsks(true);
    renderWith();
    expect(screen.getByRole('status')).toHaveTextContent('reduced');
  });

  it('runs animations when the system does not ask otherwise', () => {
    systemAsks(false);
    renderWith('user');
    expect(screen.getByRole('status')).toHaveTextContent('full');
  });

  it("lets 'always' and 'never' override the system", () => {
    systemAsks(false);
    renderWith('always');
    expect(screen.getByRole('status')).toHaveTextContent('reduced');
    systemAsks(true);
    renderWith('never');
    expect(screen.getAllByRole('status')[1]).toHaveTextContent('full');
  });
});
