import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatNumber } from '@/lib/format';
import { buttonReset, systemNow, useNumberLocale, type NowFn } from '../_shared';
import { Countdown } from '../Countdown';
import { Icon, Lock, Volume2 } from '../Icon';
import { StatusPill, type StatusOf } from '../StatusPill';
import { Tag, type TagTone } from '../Tag';

export type NftMediaKind = 'image' | 'gif' | 'audio' | 'video';
export type NftRarity = 'common' | 'rare' | 'epic' | 'legendary';
export type NftSaleMode = 'normal' | 'auction' | 'blindBox';

export interface NftTileProps {
  name: string;
  collection?: string;
  media: {
    kind: NftMediaKind;
    /** Image/GIF URL; for audio/video the file itself (not played in a tile). */
    src: string;
    /** Still image: the cover for audio/video, the still frame of a GIF under reduced motion. */
    poster?: string | null;
  };
  rarity?: NftRarity | null;
  saleMode: NftSaleMode;
  status: StatusOf<'nft'>;
  coin: string;
  /** Fixed price (normal sale, blind box). */
  price?: string | null;
  /** Highest bid so far (auction). */
  currentBid?: string | null;
  /** Auction end (ms since epoch). */
  endAt?: number | null;
  now?: NowFn;
  /** In-app link to the item. */
  to?: string;
  onClick?: () => void;
  className?: string;
}

const RARITY_TONE: Record<NftRarity, TagTone> = { common: 'neutral', rare: 'info', epic: 'brand', legendary: 'warning' };

/**
 * A collectible in a grid: media (image, GIF — still under reduced motion —, audio or video cover), rarity,
 * sale mode, price or current bid with the auction countdown, status. The whole tile is one link/button.
 */
export function NftTile({
  name,
  collection,
  media,
  rarity,
  saleMode,
  status,
  coin,
  price,
  currentBid,
  endAt,
  now = systemNow,
  to,
  onClick,
  className,
}: NftTileProps) {
  const { t } = useTranslation('ui');
  const locale = useNumberLocale();
  const auction = saleMode === 'auction';
  const amount = (v: string | null | undefined) => `${formatNumber(v, 'balance', { locale })} ${coin}`;
  const still = media.kind === 'audio' || media.kind === 'video' ? media.poster : media.src;
  const body = (
    <>
      <$Media>
        {still ? (
          <picture>
            {media.kind === 'gif' && media.poster && <source srcSet={media.poster} media="(prefers-reduced-motion: reduce)" />}
            <$Img src={still} alt="" loading="lazy" />
          </picture>
        ) : (
          <$NoCover aria-hidden="true">{saleMode === 'blindBox' ? <Icon icon={Lock} size="lg" /> : null}</$NoCover>
        )}
        <$Badges>
          {media.kind === 'audio' && (
            <Tag tone="neutral" solid>
              <Icon icon={Volume2} size="sm" />
              {t('nft.audio')}
            </Tag>
          )}
          {media.kind === 'video' && (
            <Tag tone="neutral" solid>
              {t('nft.video')}
            </Tag>
          )}
          {saleMode !== 'normal' && (
            <Tag tone={auction ? 'warning' : 'brand'} solid>
              {t(auction ? 'nft.auction' : 'nft.blindBox')}
            </Tag>
          )}
        </$Badges>
      </$Media>
      <$Info>
        <$Name>{name}</$Name>
        {collection && <$Collection>{collection}</$Collection>}
        <$Tags>
          {rarity && <Tag tone={RARITY_TONE[rarity]}>{t(`nft.rarity.${rarity}`)}</Tag>}
          <StatusPill domain="nft" status={status} />
        </$Tags>
        <$PriceRow>
          <$Label>{t(auction ? 'nft.currentBid' : 'nft.price')}</$Label>
          <$Price>{amount(auction ? currentBid : price)}</$Price>
        </$PriceRow>
        {auction && endAt != null && (
          <$Ends>
            <span>{t('nft.endsIn')}</span>
            <Countdown endAt={endAt} now={now} label={t('nft.endsIn')} />
          </$Ends>
        )}
      </$Info>
    </>
  );
  return wrap(body, { to, onClick, className });
}

function wrap(body: ReactNode, { to, onClick, className }: { to?: string; onClick?: () => void; className?: string }) {
  if (to)
    return (
      <$Tile as={Link} to={to} className={className} data-clickable>
        {body}
      </$Tile>
    );
  if (onClick)
    return (
      <$Tile as="button" type="button" onClick={onClick} className={className} data-clickable>
        {body}
      </$Tile>
    );
  return <$Tile className={className}>{body}</$Tile>;
}

const $Tile = styled.article`
  ${buttonReset}
  display: flex;
  flex-direction: column;
  width: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bgSurface};
  color: ${({ theme }) => theme.color.textPrimary};
  text-decoration: none;
  text-align: start;
  cursor: default;
  &[data-clickable] {
    cursor: pointer;
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: ${({ theme }) => theme.size.focusRing};
  }
`;

const $Media = styled.span`
  display: block;
  position: relative;
  aspect-ratio: 1;
  background: ${({ theme }) => theme.color.bgElevated};
`;

const $Img = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const $NoCover = styled.span`
  display: flex;
  width: 100%;
  height: 100%;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.color.textTertiary};
`;

const $Badges = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space['2']};
  left: ${({ theme }) => theme.space['2']};
  right: ${({ theme }) => theme.space['2']};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space['1']};
`;

const $Info = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['1']};
  padding: ${({ theme }) => theme.space['3']};
`;

const $Name = styled.span`
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  overflow-wrap: anywhere;
`;

const $Collection = styled.span`
  color: ${({ theme }) => theme.color.textTertiary};
  font-size: ${({ theme }) => theme.font.size.xs};
  overflow-wrap: anywhere;
`;

const $Tags = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space['1']};
`;

const $PriceRow = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  column-gap: ${({ theme }) => theme.space['2']};
`;

const $Label = styled.span`
  color: ${({ theme }) => theme.color.textTertiary};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const $Price = styled.span`
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
`;

const $Ends = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  column-gap: ${({ theme }) => theme.space['2']};
  color: ${({ theme }) => theme.color.textTertiary};
  font-size: ${({ theme }) => theme.font.size.xs};
`;
