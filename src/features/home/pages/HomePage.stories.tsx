import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import {
  demoSession,
  makeMarket,
  marketsFixture,
  ok,
  quotationOk,
  storySession,
} from '@/testing/marketWire';
import { RouteHarness as PageHarness } from '@/testing';
import { memberSession } from '@/testing/member';
import { signedIn } from '@/testing/memberStory';
import { SEEN_NOTICES_KEY } from '../state';
import { ALL_LINK_PATHS } from '../testing/fixtures';
import HomePage from './HomePage';
import { ROUTES } from '@/lib/routes';

const POP = '*/api/news/index_pop';
const noNotice = http.get(POP, () => HttpResponse.json(ok(null)));

const meta = preview.meta({
  title: 'Pages/Home/Home',
  component: HomePage,
  parameters: { route: ROUTES.home.path },
  beforeEach({ msw }) {
    msw.use(noNotice);
  },
  render: () => (
    <PageHarness path={ROUTES.home.path}>
      <HomePage available={ALL_LINK_PATHS} bannerAutoplay={0} />
    </PageHarness>
  ),
});

/** Signed out: the sign-in prompt, banners, all quick links, live main pairs and movers (demo exchange). */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Welcome' })).toBeVisible();
    const nav = await canvas.findByRole('navigation', { name: 'Shortcuts' }, { timeout: 5000 });
    // the grid holds its place with placeholder cells until the menu's answer
    await expect(await within(nav).findByRole('link', { name: 'Deposit' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/pages/fund/select',
    );
    await expect(within(nav).getByRole('link', { name: 'Stocks' })).toHaveAttribute(
      'href',
      '/pages/market/futures?type=stock',
    );
    await expect(await canvas.findByRole('link', { name: /^BTC\/USDT/ }, { timeout: 5000 })).toBeVisible();
    // the account entry, top left: login while signed out
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', ROUTES.login.path);
    // the banners' words are text over the artwork
    await expect(await canvas.findByText('Trade 20+ coins', {}, { timeout: 5000 })).toBeVisible();
  },
});

/** Signed in: the avatar top left opens the personal centre. */
export const SignedIn = meta.story({
  parameters: { session: storySession },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Account and settings' })).toHaveAttribute('href', ROUTES.setting.path);
    const nav = await canvas.findByRole('navigation', { name: 'Shortcuts' }, { timeout: 5000 });
    await within(nav).findAllByRole('link', {}, { timeout: 5000 });
    await expect(canvas.queryByRole('heading', { name: 'Welcome' })).toBeNull();
  },
});

/** Signed in with an unread message (the seeded welcome): the header's bell carries the count and opens the messages. */
export const UnreadMessages = meta.story({
  // the bell's pixels are the MessagesBell stories'; here, that home carries it with the member's count
  tags: ['no-visual'],
  parameters: { session: memberSession },
  beforeEach: signedIn(),
  render: () => (
    <PageHarness path={ROUTES.home.path}>
      <HomePage available={new Set([...ALL_LINK_PATHS, ROUTES.messages.path])} bannerAutoplay={0} />
    </PageHarness>
  ),
  play: async ({ canvas }) => {
    const bell = await canvas.findByRole('link', { name: 'Messages, 1 unread' }, { timeout: 5000 });
    await expect(bell).toHaveAttribute('href', '/pages/setting/messages');
    await expect(bell.querySelector('[data-count]')).toHaveAttribute('data-count', '1');
  },
});

export const DemoAccount = meta.story({
  parameters: { session: demoSession },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('note')).toBeVisible();
  },
});

const maintenanceNotice = {
  id: 1,
  title: 'Scheduled maintenance',
  content: '<p>Trading pauses on <b>Sunday 02:00–03:00 UTC</b>.</p><script>alert(1)</script>',
};
/** Whether the story's notice call has been answered (so "no dialog" is read after it could have shown). */
let noticeAnswered = false;
const maintenance = http.get(POP, () => {
  noticeAnswered = true;
  return HttpResponse.json(ok(maintenanceNotice));
});

/** The notice pop-up of `/news/index_pop`: once per notice; closing it is remembered on this device. */
export const Notice = meta.story({
  beforeEach({ msw }) {
    msw.use(maintenance);
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await within(document.body).findByRole(
      'dialog',
      { name: 'Scheduled maintenance' },
      { timeout: 5000 },
    );
    await expect(dialog.querySelector('script')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    // The dialog leaves through its exit animation (instant under reduced motion, but not synchronous).
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('heading', { name: 'Home' })).toBeVisible();
    await expect(JSON.parse(localStorage.getItem(SEEN_NOTICES_KEY) ?? '[]')).toEqual([1]);
  },
});

/** The same notice after a reload: already closed on this device, so it does not come back. */
export const NoticeAlreadySeen = meta.story({
  // behaviour only: no baseline of its own
  tags: ['no-visual'],
  beforeEach({ msw }) {
    localStorage.setItem(SEEN_NOTICES_KEY, JSON.stringify([1]));
    noticeAnswered = false;
    msw.use(maintenance);
  },
  play: async ({ canvas }) => {
    const nav = await canvas.findByRole('navigation', { name: 'Shortcuts' }, { timeout: 5000 });
    await within(nav).findAllByRole('link', {}, { timeout: 5000 });
    await waitFor(() => expect(noticeAnswered).toBe(true));
    await new Promise((r) => setTimeout(r, 100)); // let the answer render
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
});

/** Signed out, the header's globe opens the language picker (no login needed). */
export const LanguagePicker = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Language' }));
    const sheet = await within(document.body).findByRole('dialog', { name: 'Choose a language' });
    await expect(within(sheet).getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
});

export const Loading = meta.story({
  beforeEach({ msw }) {
    const never = () => delay('infinite');
    msw.use(
      http.get('*/api/currency/quotation_new', never),
      http.get('*/api/menu', never),
      http.post('*/api/news/list', never),
    );
  },
});

export const LoadError = meta.story({
  beforeEach({ msw }) {
    const fail = () => new HttpResponse(null, { status: 500 });
    msw.use(
      http.get('*/api/currency/quotation_new', fail),
      http.get('*/api/menu', fail),
      http.post('*/api/news/list', fail),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Prices could not be loaded.', {}, { timeout: 5000 })).toBeVisible();
  },
});

export const Disconnected = meta.story({
  parameters: { socket: 'disconnected' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/reconnecting/i)).toBeVisible();
  },
});

/** Only some pages built: their links show, the others are hidden (never broken). */
export const FewPagesBuilt = meta.story({
  render: () => (
    <PageHarness path={ROUTES.home.path}>
      <HomePage available={new Set([ROUTES.fundSelect.path, ROUTES.futures.path])} bannerAutoplay={0} />
    </PageHarness>
  ),
  play: async ({ canvas }) => {
    const nav = await canvas.findByRole('navigation', { name: 'Shortcuts' }, { timeout: 5000 });
    await expect(await within(nav).findAllByRole('link', {}, { timeout: 5000 })).toHaveLength(3);
    await expect(canvas.queryByRole('button', { name: 'Customer service' })).toBeNull();
  },
});

/** Huge prices and long labels (try the pseudo locale too). */
export const LongText = meta.story({
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/currency/quotation_new', () =>
        HttpResponse.json(
          quotationOk([
            makeMarket('BTC', { price: '123456789012.12', change: '12345.67', sort: 1 }),
            makeMarket('ETH', { price: '0.00000001', price_precision: 8, change: '-99.99', sort: 2 }),
            ...marketsFixture.slice(2),
          ]),
        ),
      ),
    );
  },
});
