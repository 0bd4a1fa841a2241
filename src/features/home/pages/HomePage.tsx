import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { NEWS_CATEGORY } from '@/api/content';
import { LanguageButton } from '@/features/language';
import { UnreadMessagesBell } from '@/features/messages';
import { AccountEntry } from '@/features/setting';
import { useMarketStale } from '@/realtime/market';
import { useIsDemoAccount, useIsLoggedIn } from '@/state/session';
import { DemoBanner } from '@/ui/DemoBanner';
import { IconButton } from '@/ui/IconButton';
import { Page } from '@/ui/Page';
import { StaleMark } from '@/ui/StaleMark';
import { Headset } from '@/ui/Icon';
import { BannerCarousel } from '../components/BannerCarousel';
import { MainTickers } from '../components/MainTickers';
import { Movers } from '../components/Movers';
import { NoticeDialog } from '../components/NoticeDialog';
import { QuickLinks } from '../components/QuickLinks';
import { SignInPrompt } from '../components/SignInPrompt';
import { useIndexPop, useMenu, useNewsList, useServiceUrl } from '../hooks';
import { visibleQuickLinks, type VisibleQuickLink } from '../quickLinks';
import { markNoticeSeenAtom, quickLinkCountAtom, seenNoticesAtom } from '../state';
import { builtPaths, paths, ROUTES } from '@/lib/routes';

export interface HomePageProps {
  /** Registered page paths (tests and stories pass their own). */
  available?: ReadonlySet<string>;
  /** Seconds between banner slides; 0 stops autoplay. */
  bannerAutoplay?: number;
}

/**
 * /pages/index/index (tab): the account entry at the top left (avatar → personal centre, or login), banners, the
 * notice (once per notice, remembered locally), quick links, live main pairs, top movers, customer service, the
 * messages bell with the unread count (signed in) and the language picker, demo banner, sign-in prompt. Links to pages not built yet are dropped (banners, notice) or hidden (quick
 * links, the bell). Kept lean: no chart library here.
 */
export default function HomePage({ available = builtPaths, bannerAutoplay = 5 }: HomePageProps) {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const demo = useIsDemoAccount();
  const stale = useMarketStale();

  const menu = useMenu();
  const banners = useNewsList({ c_id: NEWS_CATEGORY.banner, page: 1, limit: 10 });
  const serviceUrl = useServiceUrl();
  const links = useMemo(() => visibleQuickLinks(menu.data ?? [], available), [menu.data, available]);
  const showService = Boolean(serviceUrl) && available.has(ROUTES.service.path);

  return (
    <Page
      tab
      end="4"
      title={t('title')}
      back={false}
      left={<AccountEntry />}
      right={
        <>
          {showService && (
            <IconButton
              icon={Headset}
              aria-label={t('service.open')}
              onClick={() => void navigate(paths.service({ url: encodeURIComponent(serviceUrl ?? '') }))}
            />
          )}
          {loggedIn && available.has(ROUTES.messages.path) && <UnreadMessagesBell />}
          <LanguageButton />
        </>
      }
    >
      {demo && <DemoBanner />}
      {!loggedIn && <SignInPrompt />}
      <BannerCarousel
        banners={banners.data ?? []}
        loading={banners.isPending}
        autoplaySeconds={bannerAutoplay}
        available={available}
        loggedIn={loggedIn}
      />
      <HomeQuickLinks links={links} loading={menu.isPending} loaded={menu.isSuccess} />
      <$Live>
        <StaleMark stale={stale} />
      </$Live>
      <MainTickers />
      <Movers />
      <HomeNotice available={available} />
    </Page>
  );
}

/**
 * The notice (`/news/index_pop`), once per notice. Its own component: the notice is asked for after the first
 * screen, and its answer renders this, not the page.
 */
function HomeNotice({ available }: { available: ReadonlySet<string> }) {
  const seenNotices = useAtomValue(seenNoticesAtom);
  const markNoticeSeen = useSetAtom(markNoticeSeenAtom);
  const notice = useIndexPop();
  const pending =
    notice.data && !(Array.isArray(seenNotices) && seenNotices.includes(notice.data.id)) ? notice.data : null;
  if (!pending) return null;
  return (
    <Suspense fallback={null}>
      <NoticeDialog notice={pending} open available={available} onClose={() => markNoticeSeen(pending.id)} />
    </Suspense>
  );
}

/**
 * The shortcuts, their place held while the menu loads by as many cells as links showed last, and that count
 * remembered for the next visit. Its own component: writing the count renders these cells again, not the page.
 */
function HomeQuickLinks({
  links,
  loading,
  loaded,
}: {
  links: VisibleQuickLink[];
  loading: boolean;
  loaded: boolean;
}) {
  const [count, setCount] = useAtom(quickLinkCountAtom);
  useEffect(() => {
    if (loaded && links.length !== count) setCount(links.length);
  }, [loaded, links.length, count, setCount]);
  return <QuickLinks links={links} loading={loading} placeholders={Number(count) || 0} />;
}

const $Live = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: 0 ${({ theme }) => theme.space['4']};
  &:empty {
    display: none;
  }
`;
