import { delay, http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { paths, ROUTES } from '@/lib/routes';
import { refusal, RouteHarness } from '@/testing';
import { REMARK_MAX } from '../payeeRules';
import { saveAddresses, TRON_ADDRESS } from '../testing/payees';
import { fundSession } from '../testing/session';
import { withDemoSession } from '../testing/story';
import AddWalletPage from './AddWalletPage';

const meta = preview.meta({
  title: 'Pages/Wallet/AddWallet',
  component: AddWalletPage,
  parameters: { route: ROUTES.addWallet.path, session: fundSession },
  beforeEach: withDemoSession(),
  render: () => (
    <RouteHarness path={ROUTES.addWallet.path}>
      <AddWalletPage />
    </RouteHarness>
  ),
});

/** A new address: USDT on TRC20 preselected. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Wallet address', {}, { timeout: 5000 })).toBeVisible();
  },
});

/** Checked before sending: a masked address, the other network's format, the missing fields. */
export const Invalid = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Wallet address', {}, { timeout: 5000 }), '0x12*4');
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(await canvas.findByText('The address must not contain "*"')).toBeVisible();
    await expect(canvas.getByText('Enter a remark')).toBeVisible();
  },
});

export const WrongNetwork = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(
      await canvas.findByLabelText('Wallet address', {}, { timeout: 5000 }),
      '0xdAC17F958D2ee523a2206206994597C13D831ec7',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(
      await canvas.findByText('A TRC20 address starts with T and has 34 characters (base58)'),
    ).toBeVisible();
  },
});

/** One character over the remark's limit (REMARK_MAX + 1). */
const TOO_LONG = 'My long-term hardware wallet №1';
let saveCalls = 0;

/** A remark one character too long: refused by the form, in words, before any call; the form stays filled. */
export const RemarkTooLong = meta.story({
  beforeEach({ msw }) {
    saveCalls = 0;
    // counts the calls and lets them through to the demo exchange
    msw.use(
      http.post('*/api/user/wallet/save', () => {
        saveCalls += 1;
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(Array.from(TOO_LONG)).toHaveLength(REMARK_MAX + 1);
    const remark = await canvas.findByLabelText('Remark', {}, { timeout: 5000 });
    await userEvent.type(remark, TOO_LONG);
    await userEvent.type(canvas.getByLabelText('Wallet address'), TRON_ADDRESS);
    await userEvent.type(canvas.getByLabelText('Pay password'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(await canvas.findByText(`At most ${REMARK_MAX} characters`)).toBeVisible();
    await expect(remark).toHaveValue(TOO_LONG);
    await expect(saveCalls).toBe(0);
  },
});

/** Editing the address of `id`, prefilled. */
export const Edit = meta.story({
  parameters: { route: paths.addWallet({ id: '1' }) },
  beforeEach: withDemoSession((engine) => saveAddresses(engine, [{ name: 'Cold wallet', address: TRON_ADDRESS }])),
  play: async ({ canvas }) => {
    await expect(await canvas.findByDisplayValue(TRON_ADDRESS, {}, { timeout: 5000 })).toBeVisible();
  },
});

export const NotFound = meta.story({
  parameters: { route: paths.addWallet({ id: '999' }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This withdraw address does not exist.', {}, { timeout: 5000 })).toBeVisible();
  },
});

/** The server refuses (a user without a pay password): its text is the toast, the form stays filled. */
export const NoPayPassword = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post('*/api/user/wallet/save', () => HttpResponse.json(refusal('Please set a pay password first'))));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Remark', {}, { timeout: 5000 }), 'Cold wallet');
    await userEvent.type(canvas.getByLabelText('Wallet address'), TRON_ADDRESS);
    await userEvent.type(canvas.getByLabelText('Pay password'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(await canvas.findByText('Please set a pay password first')).toBeVisible();
  },
});

export const Loading = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post('*/api/wallet/list', () => delay('infinite')));
  },
});

export const LoadError = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post('*/api/wallet/list', () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Withdraw addresses could not be loaded.', {}, { timeout: 5000 })).toBeVisible();
  },
});
