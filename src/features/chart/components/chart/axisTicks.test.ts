import type { AxisTick } from 'klinecharts';
import { describe, expect, it } from 'vitest';
import { measureAxisText, ticksInside } from './axisTicks';

const tick = (coord: number, text: string): AxisTick => ({ coord, value: coord, text });
/** 6 px a character: "10:00" is 30 px wide. */
const measure = (text: string) => text.length * 6;

describe('time axis ticks', () => {
  it('leaves out a label that would be cut at either edge ("):00" for "10:00")', () => {
    const ticks = [tick(5, '10:00'), tick(100, '12:00'), tick(200, '14:00'), tick(296, '16:00')];
    expect(ticksInside(ticks, 300, measure).map((t) => t.text)).toEqual(['12:00', '14:00']);
  });

  it('keeps a label that just fits, and a wider label needs more room', () => {
    expect(ticksInside([tick(17, '10:00')], 300, measure)).toHaveLength(1);
    expect(ticksInside([tick(17, '11-02 10:00')], 300, measure)).toHaveLength(0);
    expect(ticksInside([tick(283, '10:00')], 300, measure)).toHaveLength(1);
    expect(ticksInside([tick(284, '10:00')], 300, measure)).toHaveLength(0);
  });

  it('measures without a canvas (an estimate that grows with the text)', () => {
    expect(measureAxisText('2026-11-06')).toBeGreaterThan(measureAxisText('10:00'));
  });
});
