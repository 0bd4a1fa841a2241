import type { CandleType, DeepPartial, Styles } from 'klinecharts';
import { rawTokens, type ThemeMode, type UpDownMode } from '@/theme';

/** The chart kinds of spec §2 and their klinecharts candle types. */
export const CHART_KINDS = ['candle', 'hollow', 'area', 'bar'] as const;
export type ChartKind = (typeof CHART_KINDS)[number];

const CANDLE_TYPE: Record<ChartKind, CandleType> = {
  candle: 'candle_solid',
  hollow: 'candle_stroke',
  area: 'area',
  bar: 'ohlc',
};

/** Resolved colours for the canvas (it cannot read CSS variables): from the design tokens only. */
export interface ChartPalette {
  up: string;
  down: string;
  text: string;
  textMuted: string;
  grid: string;
  axis: string;
  surface: string;
  accent: string;
  /** MA/EMA/BOLL… line colours. */
  lines: string[];
}

export function chartPalette(mode: ThemeMode, upDown: UpDownMode): ChartPalette {
  const c = rawTokens[mode];
  const greenUp = upDown === 'green-up';
  return {
    up: greenUp ? c.green : c.red,
    down: greenUp ? c.red : c.green,
    text: c.textSecondary,
    textMuted: c.textTertiary,
    grid: c.border,
    axis: c.borderStrong,
    surface: c.bgElevated,
    accent: c.brand,
    lines: [c.brand, c.info, c.warning, c.link, c.textSecondary],
  };
}

/** The app's font stack as a canvas `font-family` (klinecharts would ask for Helvetica Neue). */
export const CHART_FONT = rawTokens.font.family.base.map((f) => (/\s/.test(f) ? `'${f}'` : f)).join(', ');
/** The canvas' text size in px (the `xs` type token): axis labels, legends, price marks. */
export const CHART_TEXT_SIZE = parseInt(rawTokens.font.size.xs, 10);
const SIZE = CHART_TEXT_SIZE;

/** Alpha suffix for a #rrggbb token colour (area fill only). */
const alpha = (hex: string, a: string) => (/^#[0-9a-f]{6}$/i.test(hex) ? `${hex}${a}` : hex);

export function buildChartStyles(p: ChartPalette, kind: ChartKind): DeepPartial<Styles> {
  const text = { family: CHART_FONT, size: SIZE, color: p.text };
  return {
    grid: { horizontal: { color: p.grid }, vertical: { color: p.grid } },
    candle: {
      type: CANDLE_TYPE[kind],
      bar: {
        upColor: p.up,
        downColor: p.down,
        noChangeColor: p.textMuted,
        upBorderColor: p.up,
        downBorderColor: p.down,
        noChangeBorderColor: p.textMuted,
        upWickColor: p.up,
        downWickColor: p.down,
        noChangeWickColor: p.textMuted,
      },
      area: {
        lineColor: p.accent,
        backgroundColor: [
          { offset: 0, color: alpha(p.accent, '05') },
          { offset: 1, color: alpha(p.accent, '40') },
        ],
        point: { color: p.accent, rippleColor: alpha(p.accent, '33'), animation: false },
      },
      priceMark: {
        high: { color: p.text, textFamily: CHART_FONT, textSize: SIZE },
        low: { color: p.text, textFamily: CHART_FONT, textSize: SIZE },
        last: {
          upColor: p.up,
          downColor: p.down,
          noChangeColor: p.textMuted,
          text: { family: CHART_FONT, size: SIZE },
        },
      },
      tooltip: {
        showRule: 'follow_cross',
        title: { show: false, family: CHART_FONT, size: SIZE, color: p.text },
        legend: { family: CHART_FONT, size: SIZE, color: p.text },
      },
    },
    indicator: {
      ohlc: { upColor: p.up, downColor: p.down, noChangeColor: p.textMuted },
      bars: [{ upColor: alpha(p.up, 'b3'), downColor: alpha(p.down, 'b3'), noChangeColor: p.textMuted }],
      lines: p.lines.map((color) => ({ color })),
      lastValueMark: { text: { family: CHART_FONT, size: SIZE } },
      tooltip: {
        showRule: 'follow_cross',
        title: { family: CHART_FONT, size: SIZE, color: p.text },
        legend: { family: CHART_FONT, size: SIZE, color: p.text },
      },
    },
    xAxis: { axisLine: { color: p.grid }, tickLine: { color: p.grid }, tickText: text },
    yAxis: { axisLine: { color: p.grid }, tickLine: { color: p.grid }, tickText: text },
    separator: { color: p.grid },
    crosshair: {
      horizontal: {
        line: { color: p.axis },
        text: {
          family: CHART_FONT,
          size: SIZE,
          color: p.surface,
          backgroundColor: p.text,
          borderColor: p.text,
        },
      },
      vertical: {
        line: { color: p.axis },
        text: {
          family: CHART_FONT,
          size: SIZE,
          color: p.surface,
          backgroundColor: p.text,
          borderColor: p.text,
        },
      },
    },
    overlay: { text: { family: CHART_FONT, size: SIZE } },
  };
}

/** Indicators of the settings sheet: MA, EMA, BOLL on the price pane; MACD, KDJ, RSI, VOL below it. */
export const MAIN_INDICATORS = ['MA', 'EMA', 'BOLL'] as const;
export const SUB_INDICATORS = ['VOL', 'MACD', 'KDJ', 'RSI'] as const;
export type IndicatorName = (typeof MAIN_INDICATORS)[number] | (typeof SUB_INDICATORS)[number];
export const isMainIndicator = (name: IndicatorName) => (MAIN_INDICATORS as readonly string[]).includes(name);
