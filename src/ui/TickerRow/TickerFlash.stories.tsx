import { expect } from 'storybook/test';
import { paths } from '@/lib/routes';
import { theme } from '@/theme';
import preview from '../../../.storybook/preview';
import { TickerRow } from '.';

const chart = paths.chart({ symbol: 'BTC/USDT' });

/** Holds a price's flash for the picture: the cell of `text` gets `data-flash` as a tick would set it. */
function holdFlash(canvasElement: HTMLElement, text: string, dir: 'up' | 'down') {
  const price = [...canvasElement.querySelectorAll('span')].find((el) => el.textContent === text && !el.children.length)!;
  price.parentElement!.setAttribute('data-flash', dir);
  return price;
}

/**
 * A price as it flashes on a tick (issue 28 item 13): the cell's ground is washed lightly in the direction's
 * colour (`flashUp` / `flashDown` tokens) and its text shows in the primary text colour while the flash lasts —
 * never red text on a green ground or green on red. The readable pairs are checked in src/theme/contrast.test.ts;
 * these stories hold a flash for the picture (a real one clears after the `flash` motion token).
 */
const meta = preview.meta({ title: 'UI/TickerRow/Flash', component: TickerRow });

/** A falling pair's price ticks up: no red on the green wash. */
export const CardUp = meta.story({
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: theme.space['2'], padding: theme.space['4'] }}>
      <TickerRow layout="card" symbol="ETH/USDT" base="ETH" quote="USDT" ticker={{ price: '3210.55', change: '-2.12' }} priceDecimals={2} to={chart} />
      <TickerRow layout="card" symbol="BTC/USDT" base="BTC" quote="USDT" ticker={{ price: '68123.45', change: '2.31' }} priceDecimals={2} to={chart} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const falling = holdFlash(canvasElement, '3,210.55', 'up');
    const rising = holdFlash(canvasElement, '68,123.45', 'down');
    const card = canvas.getByRole('link', { name: /^ETH\/USDT/ });
    // the card's own text colour (the primary), not the falling pair's red
    await expect(getComputedStyle(falling).color).toBe(getComputedStyle(card).color);
    await expect(getComputedStyle(rising).color).toBe(getComputedStyle(card).color);
    await expect(getComputedStyle(falling.parentElement!).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
  },
});

/** Rows flashing up and down: a light wash behind the price. */
export const Rows = meta.story({
  render: () => (
    <div role="table" aria-label="Pairs">
      <TickerRow symbol="BTC/USDT" base="BTC" quote="USDT" ticker={{ price: '68123.45', change: '2.31', volume: '1523400000' }} priceDecimals={2} to={chart} />
      <TickerRow symbol="ETH/USDT" base="ETH" quote="USDT" ticker={{ price: '3012.8', change: '-4.12', volume: '845000000' }} priceDecimals={2} to={chart} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    holdFlash(canvasElement, '68,123.45', 'up');
    holdFlash(canvasElement, '3,012.80', 'down');
    await expect(canvasElement.querySelectorAll('[data-flash]')).toHaveLength(2);
  },
});
