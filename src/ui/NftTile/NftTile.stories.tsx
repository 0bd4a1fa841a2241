import preview from '../../../.storybook/preview';
import { rawTokens, theme } from '@/theme';
import { FROZEN_NOW } from '../_shared/storyClock';
import { NftTile } from './NftTile';
import { paths } from '@/lib/routes';

const c = rawTokens.dark;
const art = (label: string, bg: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="${bg}"/><circle cx="200" cy="180" r="90" fill="${c.textPrimary}" opacity="0.85"/><text x="200" y="340" text-anchor="middle" font-family="sans-serif" font-size="36" fill="${c.textPrimary}">${label}</text></svg>`,
  )}`;

const meta = preview.meta({
  title: 'UI/NftTile',
  component: NftTile,
  args: {
    name: 'Genesis Ape #0012',
    collection: 'Genesis Apes',
    media: { kind: 'image' as const, src: art('#0012', c.info) },
    rarity: 'rare' as const,
    saleMode: 'normal' as const,
    status: 'listed' as const,
    coin: 'ETH',
    price: '0.85',
    now: () => FROZEN_NOW,
    to: paths.nftArtwork(),
  },
  decorators: [
    (Story) => (
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: theme.space['3'],
          padding: theme.space['4'],
        }}
      >
        {Story()}
      </div>
    ),
  ],
});

export const Playground = meta.story({});
export const Image = meta.story({});
export const Gif = meta.story({
  args: { media: { kind: 'gif', src: art('GIF', c.success), poster: art('GIF still', c.success) } },
});
export const Audio = meta.story({
  args: { media: { kind: 'audio', src: 'track.mp3', poster: art('Audio', c.warning) }, rarity: 'epic' },
});
export const Video = meta.story({
  args: { media: { kind: 'video', src: 'clip.mp4', poster: art('Video', c.danger) } },
});
export const Auction = meta.story({
  args: {
    saleMode: 'auction',
    status: 'auction',
    currentBid: '1.2500',
    endAt: FROZEN_NOW + 5_400_000,
    rarity: 'legendary',
  },
});
export const BlindBox = meta.story({
  args: {
    saleMode: 'blindBox',
    media: { kind: 'image', src: '' },
    rarity: null,
    price: '20',
    coin: 'USDT',
    name: 'Mystery box S1',
  },
});
export const Sold = meta.story({ args: { status: 'sold' } });
/** Taken off sale by its owner; a common item (its rarity tag is neutral). */
export const Unlisted = meta.story({ args: { status: 'unlisted', rarity: 'common' } });
/** Waiting for review before it can be listed. */
export const Pending = meta.story({ args: { status: 'pending', rarity: null } });
/** No picture yet (a fixed-price item whose cover failed to load): a plain placeholder, no broken image. */
export const NoCover = meta.story({ args: { media: { kind: 'image', src: '' } } });
export const LongName = meta.story({
  args: {
    name: 'The extraordinarily long collectible title that wraps',
    collection: 'A collection with a long name as well',
  },
});
export const Pseudo = meta.story({
  args: { saleMode: 'auction', status: 'auction', currentBid: '1.25', endAt: FROZEN_NOW + 60_000 },
  globals: { locale: 'pseudo' },
});
