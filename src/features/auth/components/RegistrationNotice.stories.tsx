import { delay, http, HttpResponse } from 'msw';
import { expect, fn, within } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { RegistrationNotice } from './RegistrationNotice';

const NEWS_LIST = '*/api/news/list';

/** The notice's sheet. */
const sheet = async () =>
  within(await within(document.body).findByRole('dialog', { name: 'Registration notice' }, { timeout: 5000 }));

/**
 * The registration notice as the sign-up form opens it (Pages/Auth/Register › Registration notice): the demo
 * exchange's privacy and terms texts (`/news/list` c_id 10, then each `/news/detail`), sanitized, in a sheet.
 */
const meta = preview.meta({
  title: 'Auth/RegistrationNotice',
  component: RegistrationNotice,
  args: { open: true, onClose: fn() },
});

/** Each text under its title. */
export const Default = meta.story({
  play: async () => {
    const notice = await sheet();
    await expect(await notice.findByRole('heading', { name: 'Privacy policy' }, { timeout: 5000 })).toBeVisible();
    await expect(notice.getByText(/We never sell personal data/)).toBeVisible();
  },
});

/** While the texts load: placeholders, announced once. */
export const Loading = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post(NEWS_LIST, () => delay('infinite')));
  },
  play: async () => {
    const notice = await sheet();
    await expect(notice.getByRole('status')).toHaveTextContent('Loading the registration notice…');
  },
});

/** The server has no texts yet. */
export const Empty = meta.story({
  beforeEach({ msw }) {
    msw.use(
      http.post(NEWS_LIST, () => HttpResponse.json({ type: 'ok', message: { list: [], count: 0, page: 1, limit: 50 } })),
    );
  },
  play: async () => {
    const notice = await sheet();
    await expect(
      await notice.findByText('The registration notice is not available yet.', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
});

/** The texts could not be loaded: said, with a way to try again. */
export const Error = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post(NEWS_LIST, () => new HttpResponse(null, { status: 500 })));
  },
  play: async () => {
    const notice = await sheet();
    await expect(
      await notice.findByText('The registration notice could not be loaded.', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(notice.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});
