import type { AxisTick } from 'klinecharts';
import { CHART_FONT, CHART_TEXT_SIZE } from './chartStyles';

/** Room kept between a time label and the edge of the axis, in px. */
const EDGE = 2;

/**
 * The time axis' ticks whose label fits inside the axis. klinecharts centres each label on its tick and draws the
 * first and last ones past the edges, where they are cut: "10:00" read "):00" (issue 28 item 13). A label that
 * would be cut is left out; the grid line of its tick stays.
 */
export function ticksInside(ticks: readonly AxisTick[], width: number, measure: (text: string) => number): AxisTick[] {
  return ticks.filter((tick) => {
    const half = measure(tick.text) / 2;
    return tick.coord - half >= EDGE && tick.coord + half <= width - EDGE;
  });
}

let context: CanvasRenderingContext2D | null | undefined;

/** A label's width as the chart draws it (the axis font on a canvas); an estimate where there is no canvas. */
export function measureAxisText(text: string): number {
  if (context === undefined) {
    context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
    if (context) context.font = `${CHART_TEXT_SIZE}px ${CHART_FONT}`;
  }
  return context ? context.measureText(text).width : text.length * CHART_TEXT_SIZE * 0.62;
}
