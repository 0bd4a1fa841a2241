import type * as KlinechartsModule from 'klinecharts';
import type { Chart } from 'klinecharts';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { getRealtime } from '@/realtime';
import { EmptyState } from '@/ui/EmptyState';
import { ErrorState } from '@/ui/ErrorState';
import { Skeleton } from '@/ui/Skeleton';
import { visuallyHidden } from '@/ui/_shared';
import { measureAxisText, ticksInside } from './axisTicks';
import { useChartAppearance, useChartTimeZone } from './chartEnv';
import { buildChartStyles, chartPalette, isMainIndicator, type ChartKind, type IndicatorName } from './chartStyles';
import { createCandleLoader, fetchCandles, type CandleLoader, type LoadStatus } from './dataLoader';
import { klinePeriod, type ChartPeriod } from './periods';

type Klinecharts = typeof KlinechartsModule;

export interface KlineChartProps {
  symbol: string;
  pricePrecision: number;
  volumePrecision: number;
  period: ChartPeriod;
  /** Ignored for time-share (always an area). */
  kind: ChartKind;
  indicators: readonly IndicatorName[];
  /** The canvas' accessible name: pair, period and last price. */
  label: string;
  className?: string;
}

let klinecharts: Promise<Klinecharts> | null = null;

/** Starts loading klinecharts (the chart route calls it at once, before the pair's data has arrived). */
export function preloadKlinecharts(): Promise<Klinecharts> {
  klinecharts ??= import('klinecharts');
  return klinecharts;
}

const MAIN_PANE = 'candle_pane';
const subPane = (name: IndicatorName) => `pane_${name}`;
const SUB_PANE_HEIGHT = 72;
/** Narrower than this, the price axis leaves the candles no room: the host is collapsed, not small. */
const COLLAPSED_WIDTH = 120;

/**
 * The klinecharts canvas. klinecharts is imported here only, dynamically, so it is loaded with the chart
 * routes and sits in its own vendor chunk. History comes through the data loader, the forming candle
 * through its `subscribeBar` (the socket feeds the chart directly: no React render per tick); React
 * renders only when the load state changes (loading, ready, empty, error).
 */
export const KlineChart = memo(function KlineChart({
  symbol,
  pricePrecision,
  volumePrecision,
  period,
  kind,
  indicators,
  label,
  className,
}: KlineChartProps) {
  const { t, i18n } = useTranslation('chart');
  const host = useRef<HTMLDivElement>(null);
  const chartRef = useRef<Chart | null>(null);
  const loaderRef = useRef<CandleLoader | null>(null);
  const shown = useRef(new Set<IndicatorName>());
  const [lib, setLib] = useState<Klinecharts | null>(null);
  // The load state belongs to one symbol + period: after a change it reads 'loading' until the loader
  // reports for the new one (stories and tests wait on `data-status`).
  const key = `${symbol}|${period}`;
  const keyRef = useRef(key);
  const [loadState, setLoadState] = useState<{ key: string; status: LoadStatus }>({ key, status: 'loading' });
  const status: LoadStatus = lib && loadState.key === key ? loadState.status : 'loading';
  const timeZone = useChartTimeZone();
  const { mode, upDown } = useChartAppearance();
  const locale = `app-${i18n.language}`;

  // Load klinecharts and create the chart once.
  useEffect(() => {
    let cancelled = false;
    const el = host.current;
    const indicatorsShown = shown.current;
    let kc: Klinecharts | null = null;
    void preloadKlinecharts().then((mod) => {
      if (cancelled || !el) return;
      kc = mod;
      const chart = mod.init(el, { timezone: timeZone, layout: { pane: { minHeight: 48 } } });
      if (!chart) return;
      // no time label half drawn past the axis' ends ("):00" for "10:00")
      chart.overrideXAxis({
        createTicks: ({ bounding, defaultTicks }) => ticksInside(defaultTicks, bounding.width, measureAxisText),
      });
      // klinecharts makes its surface tabindex="1", which jumps the page's tab order; the chart is
      // described by the labelled wrapper and needs no keyboard focus of its own.
      el.querySelectorAll('[tabindex]').forEach((node) => node.setAttribute('tabindex', '-1'));
      const loader = createCandleLoader({
        fetch: fetchCandles,
        subscribe: (channel, cb) => getRealtime().subscribe(channel, cb),
        onStatus: (s) => {
          if (!cancelled) setLoadState({ key: keyRef.current, status: s });
        },
      });
      chart.setDataLoader(loader);
      chartRef.current = chart;
      loaderRef.current = loader;
      setLib(mod);
    });
    return () => {
      cancelled = true;
      loaderRef.current?.dispose();
      loaderRef.current = null;
      chartRef.current = null;
      indicatorsShown.clear();
      if (kc && el) kc.dispose(el);
    };
    // one chart per mounted component; time zone changes go through setTimezone below
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    chartRef.current?.setTimezone(timeZone);
  }, [lib, timeZone]);

  // Tooltip words in the UI language.
  useEffect(() => {
    if (!lib || !chartRef.current) return;
    lib.registerLocale(locale, {
      time: t('chart.tooltip.time'),
      open: t('chart.tooltip.open'),
      high: t('chart.tooltip.high'),
      low: t('chart.tooltip.low'),
      close: t('chart.tooltip.close'),
      volume: t('chart.tooltip.volume'),
      change: t('chart.tooltip.change'),
      turnover: t('chart.tooltip.turnover'),
      // the period title is hidden (the page shows the period): these words are never drawn
      second: '',
      minute: '',
      hour: '',
      day: '',
      week: '',
      month: '',
      year: '',
    });
    chartRef.current.setLocale(locale);
  }, [lib, locale, t]);

  const styles = useMemo(
    () => buildChartStyles(chartPalette(mode, upDown), period === 'timeshare' ? 'area' : kind),
    [mode, upDown, kind, period],
  );
  useEffect(() => {
    chartRef.current?.setStyles(styles);
  }, [lib, styles]);

  useEffect(() => {
    keyRef.current = `${symbol}|${period}`;
    chartRef.current?.setSymbol({ ticker: symbol, pricePrecision, volumePrecision });
    // `period` is read for the key only; the period effect below sets it
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lib, symbol, pricePrecision, volumePrecision]);

  useEffect(() => {
    keyRef.current = `${symbol}|${period}`;
    chartRef.current?.setPeriod(klinePeriod(period));
    // `symbol` is read for the key only; the symbol effect above sets it
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lib, period]);

  const indicatorKey = indicators.join(',');
  useEffect(() => {
    const chart = chartRef.current;
    if (!chart) return;
    const wanted = new Set(indicators);
    for (const name of shown.current) {
      if (wanted.has(name)) continue;
      chart.removeIndicator({ name, paneId: isMainIndicator(name) ? MAIN_PANE : subPane(name) });
      shown.current.delete(name);
    }
    for (const name of wanted) {
      if (shown.current.has(name)) continue;
      if (isMainIndicator(name)) chart.createIndicator({ name, paneId: MAIN_PANE }, true);
      else {
        chart.createIndicator({ name, paneId: subPane(name) });
        chart.setPaneOptions({ id: subPane(name), height: SUB_PANE_HEIGHT });
      }
      shown.current.add(name);
    }
    // `indicatorKey` is the identity of `indicators`
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lib, indicatorKey]);

  // A host that collapses for a moment (hidden, or laid out at no width) must not cost the view: klinecharts
  // clamps its scroll to the width it measures, and the latest candles would stay past the right edge once
  // the width is back. A collapsed width is not passed on; coming back, the latest candle is brought into
  // view again if it was in view before (klinecharts may have measured the collapse on its own).
  useEffect(() => {
    const el = host.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    let collapsedAtLatest: boolean | null = null;
    const observer = new ResizeObserver(() => {
      const chart = chartRef.current;
      if (!chart) return;
      if (el.clientWidth < COLLAPSED_WIDTH) {
        collapsedAtLatest ??= chart.getVisibleRange().realTo >= chart.getDataList().length;
        return;
      }
      chart.resize();
      // after the layout resize() has queued (a microtask of klinecharts')
      if (collapsedAtLatest) void Promise.resolve().then(() => chartRef.current === chart && chart.scrollToRealTime(0));
      collapsedAtLatest = null;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const retry = () => {
    setLoadState({ key, status: 'loading' });
    chartRef.current?.resetData();
  };

  return (
    <$Frame className={className} data-status={status}>
      <$Canvas ref={host} role="img" aria-label={label} />
      {status === 'loading' && (
        <$Overlay role="status">
          <$Hidden>{t('chart.loading')}</$Hidden>
          <Skeleton width="100%" height="100%" />
        </$Overlay>
      )}
      {status === 'empty' && (
        <$Overlay>
          <EmptyState compact title={t('chart.empty.title')} description={t('chart.empty.body')} />
        </$Overlay>
      )}
      {status === 'error' && (
        <$Overlay>
          <ErrorState compact message={t('chart.error')} onRetry={retry} />
        </$Overlay>
      )}
    </$Frame>
  );
});

const $Frame = styled.div`
  position: relative;
  height: 100%;
  min-height: 0;
`;

const $Canvas = styled.div`
  position: absolute;
  inset: 0;
`;

const $Overlay = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space['2']};
  background: ${({ theme }) => theme.color.bgPage};
`;

const $Hidden = styled.span`
  ${visuallyHidden}
`;
