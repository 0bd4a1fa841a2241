import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Amount } from '@/api/invite';
import { formatNumber } from '@/lib/format';
import { paths } from '@/lib/routes';
import { CardFields } from '@/ui/Card';
import { EmptyState } from '@/ui/EmptyState';
import { ErrorState } from '@/ui/ErrorState';
import { Page } from '@/ui/Page';
import { ProgressBar } from '@/ui/ProgressBar';
import { SkeletonList } from '@/ui/Skeleton';
import { useNumberLocale } from '@/ui/_shared';
import { Section, SectionHeading, SectionText } from '@/features/identity';
import { useRebate } from '../hooks';

/**
 * /pages/setting/share2 (signed in): the rebate. Invited and traded counts, rebate earned; the level rates
 * (16 / 8 / 4 %, a king manager's 32 / 16 / 8 %); it opens after 2 invitees have traded; the king-manager rule
 * (over 100 direct invitees, or 500 team members who all traded) with a link to customer service.
 */
export default function RebatePage() {
  const { t } = useTranslation('invite');
  const locale = useNumberLocale();
  const rebate = useRebate();
  const money = (rows: Amount[]) =>
    rows.length
      ? rows.map((r) => `${formatNumber(r.amount, 'balance', { locale })} ${r.currency}`).join(' · ')
      : `${formatNumber('0', 'balance', { locale })} USDT`;

  let body;
  if (rebate.isPending && rebate.fetchStatus !== 'idle') body = <SkeletonList rows={5} label={t('loading')} />;
  else if (rebate.isError && !rebate.data) body = <ErrorState message={t('loadFailed')} onRetry={() => void rebate.refetch()} />;
  else if (rebate.data) {
    const r = rebate.data;
    body = (
      <>
        <Section aria-labelledby="rebate-summary">
          <SectionHeading id="rebate-summary">{t('rebate.summary')}</SectionHeading>
          <CardFields
            items={[
              { label: t('rebate.invited'), value: r.invited },
              { label: t('rebate.traded'), value: r.traded },
              { label: t('rebate.earned'), value: money(r.earned) },
            ]}
          />
          {r.open ? (
            <SectionText>{t('rebate.open')}</SectionText>
          ) : (
            <>
              <ProgressBar value={Math.min(r.traded, r.openAfter)} max={r.openAfter} label={t('rebate.progress')} />
              <SectionText role="status">{t('rebate.locked', { needed: r.openAfter, traded: r.traded })}</SectionText>
            </>
          )}
        </Section>
        <Section aria-labelledby="rebate-levels">
          <SectionHeading id="rebate-levels">{r.manager ? t('rebate.levelsManager') : t('rebate.levels')}</SectionHeading>
          {r.levels.map((l) => (
            <CardFields
              key={l.level}
              items={[
                { label: t('rebate.level', { level: l.level }), value: formatNumber(l.rate, 'percent', { locale }) },
                { label: t('rebate.members'), value: `${l.traded} / ${l.invited}` },
                { label: t('rebate.earned'), value: money(l.earned) },
              ]}
            />
          ))}
        </Section>
        <Section aria-labelledby="rebate-manager">
          <SectionHeading id="rebate-manager">{t('manager.title')}</SectionHeading>
          <SectionText>{t('manager.rule', { direct: r.managerDirect, team: r.managerTeam })}</SectionText>
          {r.manager ? (
            <SectionText>{t('manager.active')}</SectionText>
          ) : (
            <SectionText>
              {r.managerEligible ? t('manager.eligible') : t('manager.notYet')}{' '}
              <Link to={paths.contactUs()}>{t('manager.contact')}</Link>
            </SectionText>
          )}
        </Section>
        <Section aria-labelledby="rebate-credits">
          <SectionHeading id="rebate-credits">{t('rebate.credits')}</SectionHeading>
          {r.credits.length === 0 ? (
            <EmptyState compact title={t('rebate.noCredits')} />
          ) : (
            <ul aria-labelledby="rebate-credits">
              {r.credits.map((c) => (
                <li key={c.id}>
                  <SectionText>
                    {t('rebate.credit', { level: c.level, rate: formatNumber(c.rate, 'percent', { locale }), time: c.time })}{' '}
                    <strong>
                      +{formatNumber(c.amount, 'balance', { locale })} {c.currency}
                    </strong>
                  </SectionText>
                </li>
              ))}
            </ul>
          )}
        </Section>
      </>
    );
  }
  return <Page title={t('rebate.title')}>{body}</Page>;
}
