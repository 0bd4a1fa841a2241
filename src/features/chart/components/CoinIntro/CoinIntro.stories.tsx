import { expect } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { coinInfoSchema } from '@/api/schemas/market';
import { CoinIntro } from './CoinIntro';

const bitcoin = coinInfoSchema.parse({
  id: 1,
  name: 'BTC',
  full_name: 'Bitcoin',
  introduction: '<p><strong>Bitcoin</strong> is the first decentralised digital currency.</p>',
  white_paper: 'https://bitcoin.org/bitcoin.pdf',
  website: 'https://bitcoin.org',
});

/** A coin's introduction (server HTML, sanitized) with its white paper and website links. */
const meta = preview.meta({
  title: 'Chart/CoinIntro',
  component: CoinIntro,
  args: { coin: bitcoin, showWebsite: true },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'White paper' })).toHaveAttribute('href', 'https://bitcoin.org/bitcoin.pdf');
  },
});

/** Server HTML with a script, a handler and a `javascript:` white paper: none of it survives. */
export const Hostile = meta.story({
  args: {
    coin: {
      ...bitcoin,
      introduction: '<p onclick="alert(1)">Safe text<script>alert(1)</script><span onmouseover="alert(1)"> and more</span></p>',
      white_paper: 'javascript:alert(1)',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Safe text')).toBeVisible();
    await expect(canvasElement.querySelector('script, [onclick], [onmouseover]')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'White paper' })).toBeNull();
  },
});

export const NoIntroduction = meta.story({ args: { coin: { ...bitcoin, introduction: '' }, showWebsite: false } });
