import { delay, http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { ROUTES } from '@/lib/routes';
import { refusal, RouteHarness } from '@/testing';
import { saveCard } from '../testing/payees';
import { fundSession } from '../testing/session';
import { withDemoSession } from '../testing/story';
import BankCardPage from './BankCardPage';

const meta = preview.meta({
  title: 'Pages/Wallet/BankCard',
  component: BankCardPage,
  parameters: { route: ROUTES.bank.path, session: fundSession },
  beforeEach: withDemoSession(),
  render: () => (
    <RouteHarness path={ROUTES.bank.path}>
      <BankCardPage />
    </RouteHarness>
  ),
});

/** No card yet: "add a bank card" and an empty form. */
export const Empty = meta.story({
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Add a bank card to withdraw to your bank account.', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
});

/** The saved card, prefilled. */
export const Saved = meta.story({
  beforeEach: withDemoSession(saveCard),
  play: async ({ canvas }) => {
    await expect(await canvas.findByDisplayValue('6222021234567890123', {}, { timeout: 5000 })).toBeVisible();
  },
});

/** Every field checked before sending, each error under its field. */
export const Invalid = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Account number', {}, { timeout: 5000 }), '12345678901');
    await userEvent.type(canvas.getByLabelText('SWIFT code'), 'DEUT12');
    await userEvent.click(canvas.getByRole('button', { name: 'Save bank card' }));
    await expect(await canvas.findByText('Digits only, at least 12 (30 at most)')).toBeVisible();
    await expect(canvas.getByText('8 or 11 letters and digits, e.g. DEUTDEFF')).toBeVisible();
  },
});

/** The server refuses a save of the saved card: its text is the toast, the form stays filled. */
export const Refused = meta.story({
  async beforeEach({ msw }) {
    await withDemoSession(saveCard)();
    msw.use(
      http.post('*/api/user/cash_save', () =>
        HttpResponse.json(refusal('The account number must be digits only, at least 12')),
      ),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByDisplayValue('6222021234567890123', {}, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Save bank card' }));
    await expect(await canvas.findByText('The account number must be digits only, at least 12')).toBeVisible();
  },
});

export const Loading = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post('*/api/user/cash_info', () => delay('infinite')));
  },
});

export const LoadError = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post('*/api/user/cash_info', () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your bank card could not be loaded.', {}, { timeout: 5000 })).toBeVisible();
  },
});
