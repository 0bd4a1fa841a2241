import { useAtom, useAtomValue } from 'jotai';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { NEWS_CATEGORY, useIndexPop, useMenu, useNewsList } from '@/api/content';
import { registeredPaths } from '@/app/routing/registry';
import { useMarketStale } from '@/realtime/market';
import { adShownAtom } from '@/state/app';
import { isDemoAccountAtom, isLoggedInAtom } from '@/state/session';
import { DemoBanner } from '@/ui/DemoBanner';
import { IconButton } from '@/ui/IconButton';
import { NavBar } from '@/ui/NavBar';
import { StaleMark } from '@/ui/StaleMark';
import { Globe, Headset } from '@/ui/Icon';
import { BannerCarousel } from '../components/BannerCarousel';
import { MainTickers } from '../components/MainTickers';
import { Movers } from '../components/Movers';
import { NoticeDialog } from '../components/NoticeDialog';
import { QuickLinks } from '../components/QuickLinks';
import { SignInPrompt } from '../components/SignInPrompt';
import { useServiceUrl } from '../hooks';
import { visibleQuickLinks } from '../quickLinks';

export const SERVICE_PATH = '/pages/common/serverView';
export const LANGUAGE_PATH = '/pages/setting/setting';

export interface HomePageProps {
  /** Registered page paths (tests and stories pass their own). */
  available?: ReadonlySet<string>;
  /** Seconds between banner slides; 0 stops autoplay. */
  bannerAutoplay?: number;
}

/**
 * /pages/index/index (tab): banners, the once-per-session notice, quick links, live main pairs, top movers,
 * customer service and language entries, demo banner, sign-in prompt. Kept lean: no chart library here.
 */
export default function HomePage({ available = registeredPaths, bannerAutoplay = 5 }: HomePageProps) {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const demo = useAtomValue(isDemoAccountAtom);
  const stale = useMarketStale();
  const [adShown, setAdShown] = useAtom(adShownAtom);

  const menu = useMenu();
  const banners = useNewsList({ c_id: NEWS_CATEGORY.banner, page: 1, limit: 10 });
  const notice = useIndexPop({ enabled: !adShown });
  const serviceUrl = useServiceUrl();
  const links = useMemo(() => visibleQuickLinks(menu.data ?? [], available), [menu.data, available]);
  const showService = Boolean(serviceUrl) && available.has(SERVICE_PATH);
  const showLanguage = available.has(LANGUAGE_PATH);

  return (
    <$Page>
      <NavBar
        title={t('title')}
        back={false}
        left={
          showService ? (
            <IconButton
              icon={Headset}
              aria-label={t('service.open')}
              onClick={() => void navigate(`${SERVICE_PATH}?url=${encodeURIComponent(serviceUrl ?? '')}`)}
            />
          ) : undefined
        }
        right={
          showLanguage ? <IconButton icon={Globe} aria-label={t('language.open')} onClick={() => void navigate(LANGUAGE_PATH)} /> : undefined
        }
      />
      {demo && <DemoBanner />}
      {!loggedIn && <SignInPrompt />}
      <BannerCarousel banners={banners.data ?? []} loading={banners.isPending} autoplaySeconds={bannerAutoplay} />
      <QuickLinks links={links} />
      <$Live>
        <StaleMark stale={stale} />
      </$Live>
      <MainTickers />
      <Movers />
      {notice.data && !adShown && (
        <Suspense fallback={null}>
          <NoticeDialog notice={notice.data} open onClose={() => setAdShown(true)} />
        </Suspense>
      )}
    </$Page>
  );
}

const $Page = styled.div`
  min-height: 100dvh;
  padding-bottom: calc(${({ theme }) => theme.size.tabBar} + env(safe-area-inset-bottom) + ${({ theme }) => theme.space['4']});
  background: ${({ theme }) => theme.color.bgPage};
  color: ${({ theme }) => theme.color.textPrimary};
`;

const $Live = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: 0 ${({ theme }) => theme.space['4']};
  &:empty {
    display: none;
  }
`;
