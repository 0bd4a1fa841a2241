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
export const BrokenImage = meta.story({ args: { src: '/does-not-exist.png' } });
export const Pair = meta.story({ render: () => <CoinPair base="BTC" quote="USDT" note="20×" size="lg" /> });
