import { expect } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { CoinPair } from '../CoinPair';
import { Row } from '../_shared/stories';
import { CoinIcon } from './CoinIcon';

const meta = preview.meta({
  title: 'UI/CoinIcon',
  component: CoinIcon,
  args: { symbol: 'BTC', label: 'Bitcoin' },
  decorators: [(Story) => <Row>{Story()}</Row>],
});
export const Playground = meta.story({});
export const Lettered = meta.story({
  render: () => (
    <>
      {['BTC', 'ETH', 'USDT', 'USDC', 'TRX', 'DOGE', 'SOL', 'XAUUSD'].map((s) => (
        <CoinIcon key={s} symbol={s} label={s} size="lg" />
      ))}
    </>
  ),
});
/**
 * Real logos (issue 28 item 13): the demo exchange serves each coin's logo from `cryptocurrency-icons` as its
 * `image`; DOGE and DOT, USDT and USDC no longer read alike. A coin without a logo keeps its lettered disc (SHIB).
 */
export const Logos = meta.story({
  render: () => (
    <>
      {['btc', 'eth', 'usdt', 'usdc', 'trx', 'doge', 'dot', 'sol'].map((file) => (
        <CoinIcon key={file} symbol={file.toUpperCase()} src={`/api/demo/assets/coin/${file}.svg`} label={file.toUpperCase()} size="lg" />
      ))}
      <CoinIcon symbol="SHIB" label="SHIB" size="lg" />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'DOGE' })).toHaveAttribute('src', '/api/demo/assets/coin/doge.svg');
    await expect(canvas.getByRole('img', { name: 'SHIB' }).tagName.toLowerCase()).toBe('svg');
  },
});
export const BrokenImage = meta.story({ args: { src: '/does-not-exist.png' } });
export const Pair = meta.story({ render: () => <CoinPair base="BTC" quote="USDT" note="20×" size="lg" /> });
