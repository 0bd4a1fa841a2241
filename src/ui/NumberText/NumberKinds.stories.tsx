import type { ReactNode } from 'react';
import { expect } from 'storybook/test';
import styled from 'styled-components';
import preview from '../../../.storybook/preview';
import { formatNumber, type NumberKind } from '@/lib/format';
import { LOCALES, toBcp47 } from '@/lib/locale';
import { Cell, CellGroup } from '../Cell';
import { NumberText } from './NumberText';

/**
 * The number-formatting table (`formatNumber` in `src/lib/format.ts`): every kind with its rule and the same
 * values through it. The locale toolbar switches the table's language; `AllLocales` shows the locale-sensitive
 * kinds in the ten languages side by side, for translators.
 */
const meta = preview.meta({
  title: 'UI/NumberText/Kinds',
  component: NumberText,
  parameters: { layout: 'fullscreen' },
});

interface KindRow {
  kind: NumberKind;
  /** Where the places come from, as the table in format.ts says. */
  rule: string;
  /** The precision a pair states, where the kind takes one. */
  decimals?: number;
}

const KINDS: KindRow[] = [
  { kind: 'price', rule: "pair's price_precision (here 2), fixed", decimals: 2 },
  { kind: 'amount', rule: "pair's amount_precision (here 4), fixed", decimals: 4 },
  { kind: 'balance', rule: '2 to 8 places, rounded down' },
  { kind: 'fee', rule: '2 to 8 places, rounded up' },
  { kind: 'fiat', rule: '2 places, fixed' },
  { kind: 'percent', rule: 'up to 2 places, no plus sign' },
  { kind: 'change', rule: '2 places, + and −' },
  { kind: 'compact', rule: 'K M B T, 3 significant digits' },
  { kind: 'leverage', rule: 'up to 2 places, ×' },
  { kind: 'count', rule: 'whole, grouped' },
  { kind: 'available', rule: "a ticket's balance: the coin's places (here 2), rounded down; M B T from a million" },
];

const SAMPLES = ['1158500000', '100000', '16', '-2.5', '0', '0.000000015'];

function KindsTable() {
  return (
    <$Table>
      <caption>formatNumber(value, kind)</caption>
      <thead>
        <tr>
          <th scope="col">kind</th>
          <th scope="col">rule</th>
          {SAMPLES.map((v) => (
            <th key={v} scope="col">
              {v}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {KINDS.map(({ kind, rule, decimals }) => (
          <tr key={kind}>
            <th scope="row">{kind}</th>
            <td>{rule}</td>
            {SAMPLES.map((v) => (
              <td key={v}>
                <NumberText value={v} kind={kind} decimals={decimals} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </$Table>
  );
}

/** Every kind, the same values through each (the locale follows the toolbar). */
export const Table = meta.story({
  render: () => <KindsTable />,
  play: async ({ canvas, globals }) => {
    if (globals.locale !== 'en') return;
    const row = (kind: string) => canvas.getByRole('rowheader', { name: kind }).closest('tr')!;
    await expect(row('compact')).toHaveTextContent('1.16B');
    await expect(row('percent')).toHaveTextContent('16%');
    await expect(row('balance')).toHaveTextContent('100,000.00');
    await expect(row('change')).toHaveTextContent('-2.50%');
    await expect(row('leverage')).toHaveTextContent('16×');
    await expect(row('available')).toHaveTextContent('1.15B');
  },
});

const THRESHOLDS = ['999.95', '999.99999', '1000', '24010', '999499', '999950', '1000000', '1158500000', '999999999', '2500000000000'];

/** Compact figures at and around each unit: the unit is chosen after rounding, never "1,000K". */
export const CompactThresholds = meta.story({
  render: () => (
    <$Table>
      <caption>compact</caption>
      <tbody>
        {THRESHOLDS.map((v) => (
          <tr key={v}>
            <th scope="row">{v}</th>
            <td>
              <NumberText value={v} kind="compact" />
            </td>
          </tr>
        ))}
      </tbody>
    </$Table>
  ),
  play: async ({ canvas, globals }) => {
    if (globals.locale !== 'en') return;
    const value = (v: string) => canvas.getByRole('rowheader', { name: v }).nextElementSibling!;
    await expect(value('999950')).toHaveTextContent('1M');
    await expect(value('999.99999')).toHaveTextContent('1K');
    await expect(value('1158500000')).toHaveTextContent('1.16B');
  },
});

const LOCALE_SAMPLES: { kind: NumberKind; value: string }[] = [
  { kind: 'percent', value: '16' },
  { kind: 'change', value: '-2.5' },
  { kind: 'balance', value: '1234567.5' },
  { kind: 'compact', value: '1158500000' },
  { kind: 'leverage', value: '2.5' },
];

/** The locale-sensitive kinds in each of the ten languages: separators, and where the percent sign goes (CLDR). */
export const AllLocales = meta.story({
  render: () => (
    <$Table>
      <caption>the ten locales</caption>
      <thead>
        <tr>
          <th scope="col">locale</th>
          {LOCALE_SAMPLES.map(({ kind, value }) => (
            <th key={kind} scope="col">
              {kind} {value}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {LOCALES.map((code) => (
          <tr key={code}>
            <th scope="row">{code}</th>
            {LOCALE_SAMPLES.map(({ kind, value }) => (
              <td key={kind} className="tabular">
                {formatNumber(value, kind, { locale: toBcp47(code) })}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </$Table>
  ),
  play: async ({ canvas }) => {
    const row = (code: string) => canvas.getByRole('rowheader', { name: code }).closest('tr')!;
    await expect(row('en')).toHaveTextContent('16%');
    await expect(row('en')).not.toHaveTextContent('16 %');
    await expect(row('tur')).toHaveTextContent('%16');
    await expect(row('spa')).toHaveTextContent(/16\s%/);
  },
});

/** A long balance in a narrow cell stays on one line: no digit wraps onto the next. */
export const LongFigures = meta.story({
  render: () => (
    <$Narrow>
      <CellGroup title="Balances">
        <Cell title="USDT" value={<NumberText value="100000.00000000" kind="balance" />} />
        <Cell title="BTC" value={<NumberText value="12345.12345678" kind="balance" suffix=" BTC" />} />
        <Cell title="SHIB" value={<NumberText value="1158500000" kind="compact" suffix=" SHIB" />} />
      </CellGroup>
    </$Narrow>
  ),
  play: async ({ canvas }) => {
    const figure = canvas.getByText('12,345.12345678 BTC');
    await expect(getComputedStyle(figure).whiteSpace).toBe('nowrap');
    await expect(canvas.getByText('100,000.00')).toBeVisible();
  },
});

/** A table wider than the phone scrolls sideways in its own box (focusable, so the keyboard can scroll it). */
function $Table({ children }: { children: ReactNode }) {
  return (
    <$Scroll tabIndex={0} role="region" aria-label="number kinds">
      <$Grid>{children}</$Grid>
    </$Scroll>
  );
}

const $Scroll = styled.div`
  overflow-x: auto;
  padding: ${({ theme }) => theme.space['4']};
`;

const $Grid = styled.table`
  border-collapse: collapse;
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.sm};

  caption {
    padding-bottom: ${({ theme }) => theme.space['2']};
    color: ${({ theme }) => theme.color.textSecondary};
    text-align: start;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space['1']} ${({ theme }) => theme.space['2']};
    border-bottom: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
    text-align: end;
    white-space: nowrap;
  }
  th[scope='row'],
  td:nth-child(2) {
    text-align: start;
  }
  thead th {
    color: ${({ theme }) => theme.color.textTertiary};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const $Narrow = styled.div`
  max-width: calc(${({ theme }) => theme.space['12']} * 5);
  padding: ${({ theme }) => theme.space['4']};
`;
