import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { CardFields } from '@/ui/Card';
import { SkeletonText } from '@/ui/Skeleton';
import { useNumberLocale } from '@/ui/_shared';
import { useLevels } from '../hooks';
import { Section, SectionHeading, SectionText } from './Section';

/** What each level allows (`/getLevelList`): the 24-hour withdrawal limit and the fiat order limit. */
export function Limits() {
  const { t } = useTranslation('identity');
  const locale = useNumberLocale();
  const levels = useLevels();
  return (
    <Section aria-labelledby="identity-limits">
      <SectionHeading id="identity-limits">{t('limits.title')}</SectionHeading>
      {levels.isPending && <SkeletonText lines={2} />}
      {levels.isError && <SectionText>{t('limits.unavailable')}</SectionText>}
      {levels.data?.map((l) => (
        <CardFields
          key={l.level}
          items={[
            { label: t('limits.level', { level: l.level }), value: l.level === 1 ? t('level1.name') : t('level2.name') },
            {
              label: t('limits.withdraw'),
              value: `${formatNumber(l.withdraw_limit ?? '0', 'balance', { locale })} ${l.withdraw_limit_currency ?? ''}`,
            },
            {
              label: t('limits.fiat'),
              value: `${formatNumber(l.fiat_order_limit ?? '0', 'balance', { locale })} ${l.fiat_order_limit_currency ?? ''}`,
            },
          ]}
        />
      ))}
    </Section>
  );
}
