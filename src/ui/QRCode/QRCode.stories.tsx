import { expect } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { Pad } from '../_shared/stories';
import { QRCode } from './QRCode';

const meta = preview.meta({
  title: 'UI/QRCode',
  component: QRCode,
  args: { value: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', label: 'USDT (TRC20) deposit address' },
  argTypes: { size: { control: 'inline-radio', options: ['md', 'lg'] }, level: { control: 'inline-radio', options: ['L', 'M', 'Q', 'H'] } },
  decorators: [(Story) => <Pad>{Story()}</Pad>],
});

export const Playground = meta.story({ args: { downloadName: 'deposit-usdt' } });
export const Default = meta.story({});
export const Large = meta.story({ args: { size: 'lg', value: 'https://example.com/register?invite=AB12CD' } });
export const Downloadable = meta.story({ args: { downloadName: 'deposit-usdt' } });
export const Invalid = meta.story({ args: { value: 'x'.repeat(5000) } });
export const Pseudo = meta.story({ args: { downloadName: 'deposit-usdt' }, globals: { locale: 'pseudo' } });
export const Accessible = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'USDT (TRC20) deposit address' })).toBeVisible();
  },
});
