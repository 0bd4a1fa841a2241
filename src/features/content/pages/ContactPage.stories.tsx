import { delay, http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { ROUTES } from '@/lib/routes';
import { RouteHarness } from '@/testing';
import ContactPage from './ContactPage';

const meta = preview.meta({
  title: 'Pages/Content/ContactUs',
  component: ContactPage,
  parameters: { route: ROUTES.contactUs.path },
  render: () => (
    <RouteHarness path={ROUTES.contactUs.path}>
      <ContactPage />
    </RouteHarness>
  ),
});

/** A site that sets all three (the demo exchange has no live chat: its setting is empty). */
const CONTACTS: Record<string, string> = {
  service_url: 'https://support.example.com/',
  live_chat_url: 'https://chat.example.com/widget',
  service_email: 'support@example.com',
};

/** Customer service, live chat and the support address from the site's settings. */
export const Default = meta.story({
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/getSetting', ({ request }) => {
        const key = new URL(request.url).searchParams.get('keyword') ?? '';
        return HttpResponse.json({ type: 'ok', message: CONTACTS[key] ? { id: 1, key, value: CONTACTS[key], notes: '' } : null });
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('support@example.com', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Live chat/ })).toHaveAttribute('href', 'https://chat.example.com/widget');
  },
});

/** The demo exchange's own: its support page (the contact article) and the support address; no live chat. */
export const DemoExchange = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('support@example.com', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Online customer service|Customer service/ })).toHaveAttribute(
      'href',
      '/api/demo/pages/contact',
    );
    await expect(canvas.queryByRole('link', { name: /Live chat/ })).toBeNull();
  },
});

/** A platform that sets none of them. */
export const None = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get('*/api/getSetting', () => HttpResponse.json({ type: 'ok', message: null })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No contact details are available', {}, { timeout: 5000 })).toBeVisible();
  },
});

export const Loading = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get('*/api/getSetting', () => delay('infinite')));
  },
});

export const LoadError = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get('*/api/getSetting', () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Could not load this page', {}, { timeout: 5000 })).toBeVisible();
  },
});
