import { expect } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { Pad, Stack } from '@/ui/_shared/stories';
import { btcMarket, feedFixture, leverPush, makeLeverOrder, manyPositions } from '../../testing/trade';
import { PositionCard } from '.';

const long = makeLeverOrder();
const short = makeLeverOrder({
  id: 102,
  side: 'short',
  entryPrice: '94999.75',
  markPrice: '94800.00',
  pnl: '0.3985',
});

/** An open position. Its live figures (P&L, return, mark price, risk) write themselves as the feed pushes. */
const meta = preview.meta({
  title: 'Trade/PositionCard',
  component: PositionCard,
  args: { position: long, market: btcMarket, feed: feedFixture(), onClose: () => {}, onEditStops: () => {} },
  decorators: [(Story) => <Pad>{Story()}</Pad>],
});

export const Playground = meta.story({});

/** No push yet: the REST figures. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('+0.239')).toBeVisible();
    await expect(canvas.getByText('Low risk · 101.3%')).toBeVisible();
  },
});

/**
 * Ten lots (issue 28 item 13): lots and the size in the base coin are two cells, each on one line at 390 px —
 * not "10 lots · 0.01000 BTC" wrapped over two.
 */
export const TenLots = meta.story({
  args: { position: makeLeverOrder({ lots: '10', quantity: '0.01', margin: '95.00125', fee: '0.9500125' }) },
  play: async ({ canvas }) => {
    const lots = canvas.getByText('Lots').nextElementSibling as HTMLElement;
    const size = canvas.getByText('Size (BTC)').nextElementSibling as HTMLElement;
    await expect(lots).toHaveTextContent('10');
    await expect(size).toHaveTextContent('0.01000');
    // as tall as a one-line figure beside them (the entry price)
    const oneLine = (
      canvas.getByText('Entry price').nextElementSibling as HTMLElement
    ).getBoundingClientRect().height;
    for (const cell of [lots, size])
      await expect(cell.getBoundingClientRect().height).toBeLessThanOrEqual(oneLine + 1);
  },
});

export const Short = meta.story({ args: { position: short } });

/** Pushed: down 12.50 USDT, more than half the margin gone. */
export const AtRisk = meta.story({
  args: { feed: feedFixture(leverPush([long], () => '-12.5')) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('At risk · 34.2%')).toBeVisible();
  },
});

/** Pushed: within ten points of liquidation. */
export const LiquidationRisk = meta.story({
  args: { feed: feedFixture(leverPush([long], () => '-14.2')) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Near liquidation · 25.3%')).toBeVisible();
  },
});

export const WithStops = meta.story({
  args: { position: makeLeverOrder({ takeProfit: '99000.00', stopLoss: '92000.00' }) },
});

export const Closing = meta.story({ args: { closing: true } });

/**
 * A hundred positions (the 10 Hz case: each push writes only the cells on screen, no render). Behaviour only: its
 * picture would be a hundred copies of the cards above, a 30 000-px screenshot that alone took a minute on a loaded
 * machine.
 */
export const Hundred = meta.story({
  tags: ['no-visual'],
  render: (args) => {
    const positions = manyPositions(100);
    const feed = feedFixture(leverPush(positions, (_, i) => (i % 3 === 0 ? '-1.25' : '0.75')));
    return (
      <Stack>
        {positions.map((p) => (
          <PositionCard key={p.id} {...args} position={p} feed={feed} />
        ))}
      </Stack>
    );
  },
});

export const Pseudo = meta.story({ globals: { locale: 'pseudo' } });
