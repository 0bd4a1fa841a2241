import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { paths, ROUTES } from '@/lib/routes';
import { ErrorState } from '@/ui/ErrorState';
import { Page } from '@/ui/Page';
import { SkeletonList } from '@/ui/Skeleton';
import { Steps } from '@/ui/Steps';
import { Level1Form } from '../components/Level1Form';
import { Level2Form } from '../components/Level2Form';
import { LevelCard } from '../components/LevelCard';
import { Limits } from '../components/Limits';
import { $Notice } from '../components/parts';
import { Section } from '../components/Section';
import { useRealState } from '../hooks';

/**
 * /pages/setting/real and /pages/setting/real_mark (signed in): identity verification, level 1 then level 2,
 * each not verified / under review / verified / rejected (the reason shown, Redo). `real_mark` is where a server
 * 998 lands: the same page, saying first that verification is required. Verifying needs a phone or an e-mail
 * address bound (a link to Security otherwise).
 */
export default function RealPage() {
  const { t } = useTranslation('identity');
  const { pathname } = useLocation();
  const state = useRealState();
  const required = pathname === ROUTES.realMark.path;

  let body;
  if (state.isPending && state.fetchStatus !== 'idle') body = <SkeletonList rows={4} label={t('loading')} />;
  else if (state.isError && !state.data) body = <ErrorState message={t('loadFailed')} onRetry={() => void state.refetch()} />;
  else if (state.data) {
    const s = state.data;
    const done = (s.level1 === 'verified' ? 1 : 0) + (s.level2 === 'verified' ? 1 : 0);
    body = (
      <>
        <Section>
          <Steps
            aria-label={t('steps.label')}
            items={[{ title: t('level1.name') }, { title: t('level2.name') }]}
            current={done}
            error={(done === 0 ? s.level1 : s.level2) === 'rejected'}
          />
        </Section>
        {!s.contactBound && (
          <Section>
            <$Notice role="alert">
              {t('contact.required')} <Link to={paths.security()}>{t('contact.link')}</Link>
            </$Notice>
          </Section>
        )}
        <LevelCard
          level={1}
          state={s.level1}
          reason={s.reason1}
          blocked={s.contactBound ? undefined : <span />}
          form={(finish) => <Level1Form onDone={finish} />}
        />
        <LevelCard
          level={2}
          state={s.level2}
          reason={s.reason2}
          blocked={
            s.level1 !== 'verified' ? <$Notice role="note">{t('level2.needsLevel1')}</$Notice> : s.contactBound ? undefined : <span />
          }
          form={(finish) => <Level2Form onDone={finish} />}
        />
        <Limits />
      </>
    );
  }

  return (
    <Page title={t('title')}>
      {required && (
        <Section>
          <$Notice role="status">{t('required')}</$Notice>
        </Section>
      )}
      {body}
    </Page>
  );
}
