import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatNumber } from '@/lib/format';
import { paths } from '@/lib/routes';
import { Button } from '@/ui/Button';
import { Cell, CellGroup } from '@/ui/Cell';
import { CopyText } from '@/ui/CopyText';
import { ErrorState } from '@/ui/ErrorState';
import { Page } from '@/ui/Page';
import { QRCode } from '@/ui/QRCode';
import { SkeletonList } from '@/ui/Skeleton';
import { useNumberLocale } from '@/ui/_shared';
import { Section, SectionHeading, SectionText } from '@/features/identity';
import { useInviteLink, useShareInfo } from '../hooks';

/**
 * /pages/setting/share (signed in): the invite code, the registration link carrying it, and a poster with its
 * QR code (saved as an image, or long-pressed on a phone). The rebate is on share2.
 */
export default function SharePage() {
  const { t } = useTranslation('invite');
  const locale = useNumberLocale();
  const info = useShareInfo();
  const link = useInviteLink(info.data?.code ?? '');

  let body;
  if (info.isPending && info.fetchStatus !== 'idle') body = <SkeletonList rows={4} label={t('loading')} />;
  else if (info.isError && !info.data) body = <ErrorState message={t('loadFailed')} onRetry={() => void info.refetch()} />;
  else if (info.data) {
    const { code } = info.data;
    const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
    body = (
      <>
        <$Poster aria-labelledby="invite-poster">
          <SectionHeading id="invite-poster">{t('poster.title')}</SectionHeading>
          <SectionText>{t('poster.text', { rate: formatNumber(info.data.rates[0], 'percent', { locale }) })}</SectionText>
          <QRCode value={link} label={t('poster.qr')} size="lg" downloadName={`invite-${code}`} hint />
          <SectionText>{t('code.label')}</SectionText>
          <$Big>{code}</$Big>
        </$Poster>
        <Section aria-label={t('share.label')}>
          <CopyText value={code} label={t('code.copy')}>
            {t('code.label')}: {code}
          </CopyText>
          <CopyText value={link} label={t('link.copy')}>
            {link}
          </CopyText>
          {canShare && (
            <Button block onClick={() => void navigator.share({ title: t('poster.title'), url: link }).catch(() => {})}>
              {t('share.button')}
            </Button>
          )}
        </Section>
        <CellGroup>
          <Cell
            title={t('rebate.title')}
            value={t('share.invited', { n: info.data.invited })}
            to={paths.share2()}
          />
        </CellGroup>
      </>
    );
  }
  return <Page title={t('share.title')}>{body}</Page>;
}

const $Poster = styled(Section)`
  justify-items: center;
  text-align: center;
`;

const $Big = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.08em;
  overflow-wrap: anywhere;
`;
