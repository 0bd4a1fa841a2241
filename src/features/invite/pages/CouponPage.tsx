import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Coupon, CouponStatus } from '@/api/invite';
import { formatNumber } from '@/lib/format';
import { Button } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { InfiniteList } from '@/ui/InfiniteList';
import { Page } from '@/ui/Page';
import { SkeletonList } from '@/ui/Skeleton';
import { Tabs } from '@/ui/Tabs';
import { useNumberLocale } from '@/ui/_shared';
import { useCoupons, useRedeemCoupon } from '../hooks';

const TABS: CouponStatus[] = ['usable', 'used', 'expired'];

/**
 * /pages/setting/coupon (signed in): the user's coupons by state, each with its amount and expiry; a usable one
 * has "Use now" (the amount goes to the spot account; an unverified user is sent to verification by the 998 rule).
 */
export default function CouponPage() {
  const { t } = useTranslation('invite');
  const locale = useNumberLocale();
  const [tab, setTab] = useState<CouponStatus>('usable');
  const coupons = useCoupons(tab);
  const redeem = useRedeemCoupon();
  const items = coupons.data?.pages.flatMap((p) => p.items) ?? [];

  const row = (c: Coupon) => (
    <$Coupon data-status={c.status}>
      <$Amount>
        {formatNumber(c.amount, 'balance', { locale })} {c.currency}
      </$Amount>
      <$Info>
        <strong>{c.title}</strong>
        <span>{t(`coupon.${c.status}On`, { time: c.expires })}</span>
      </$Info>
      {c.status === 'usable' && (
        <Button
          size="sm"
          loading={redeem.isPending && redeem.variables === c.id}
          onClick={() => redeem.mutate(c.id)}
          aria-label={t('coupon.useLabel', { title: c.title })}
        >
          {t('coupon.use')}
        </Button>
      )}
    </$Coupon>
  );

  return (
    <Page title={t('coupon.title')} fill>
      <Tabs
        aria-label={t('coupon.tabs')}
        items={TABS.map((key) => ({ key, label: t(`coupon.tab.${key}`) }))}
        value={tab}
        onChange={setTab}
        stretch
      />
      {coupons.isPending && coupons.fetchStatus !== 'idle' ? (
        <SkeletonList rows={4} label={t('loading')} />
      ) : (
        <$Fill
          aria-label={t('coupon.title')}
          items={items}
          renderItem={row}
          getKey={(c) => c.id}
          hasMore={Boolean(coupons.hasNextPage)}
          loading={coupons.isFetchingNextPage}
          error={coupons.isError}
          onLoadMore={() => void coupons.fetchNextPage()}
          onRetry={() => void (coupons.data ? coupons.fetchNextPage() : coupons.refetch())}
          estimateSize={88}
          empty={<EmptyState title={t(`coupon.empty.${tab}`)} />}
        />
      )}
    </Page>
  );
}

const $Fill = styled(InfiniteList)`
  flex: 1 1 0;
  min-height: 0;
  height: auto;
` as typeof InfiniteList;

const $Coupon = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space['3']};
  margin: ${({ theme }) => theme.space['2']} ${({ theme }) => theme.space['4']};
  padding: ${({ theme }) => theme.space['3']};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bgElevated};
  &[data-status='used'],
  &[data-status='expired'] {
    color: ${({ theme }) => theme.color.textTertiary};
  }
`;

const $Amount = styled.span`
  min-width: 5.5rem;
  /* gold as text: the link shade keeps AA contrast on a white card (the brand fill does not) */
  color: ${({ theme }) => theme.color.link};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-variant-numeric: tabular-nums;
  [data-status='used'] > &,
  [data-status='expired'] > & {
    color: inherit;
  }
`;

const $Info = styled.span`
  display: grid;
  flex: 1;
  min-width: 0;
  gap: ${({ theme }) => theme.space['1']};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
  strong {
    color: ${({ theme }) => theme.color.textPrimary};
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;
