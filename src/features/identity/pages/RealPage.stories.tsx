import { delay, http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import type { Engine } from '@mocks/engine';
import { ROUTES } from '@/lib/routes';
import { RouteHarness } from '@/testing';
import { createMember, demoTwinId, demoUserId, LEVEL1, LEVEL2, memberSession } from '@/testing/member';
import { signedIn } from '@/testing/memberStory';
import RealPage from './RealPage';

const harness = (path: string) => (
  <RouteHarness path={path}>
    <RealPage />
  </RouteHarness>
);

const meta = preview.meta({
  title: 'Pages/Identity/Real',
  component: RealPage,
  parameters: { route: ROUTES.real.path, session: memberSession },
  render: () => harness(ROUTES.real.path),
});

/** A new member with an e-mail address (not verified). */
const newcomer = (engine: Engine) => createMember(engine, { email: 'sam@example.com', code: 'SAM001' });

/** The demo user (level 1 approved at seeding) submits level 2 through the engine. */
const demoSubmitsLevel2 = (engine: Engine, fields: Record<string, string> = {}) => {
  engine.identity.submit(engine.user.openSession(demoUserId(engine)), { ...LEVEL2, ...fields });
  return demoUserId(engine);
};

/** Not verified: the level-1 form; level 2 waits for level 1 ("complete level 1 first"). */
export const Default = meta.story({
  beforeEach: signedIn((engine) => newcomer(engine).id),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('form', { name: 'Basic verification' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getAllByText('Not verified')).toHaveLength(2);
    await expect(canvas.getByText(/Advanced verification opens once basic verification/)).toBeVisible();
    await expect(await canvas.findByText('200.00 BTC')).toBeVisible();
  },
});

/** Sending the empty form names every missing field; nothing reaches the server. */
export const FormErrors = meta.story({
  beforeEach: signedIn((engine) => newcomer(engine).id),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Submit for review' }, { timeout: 5000 }));
    await expect(await canvas.findByText('Enter your name as on the document')).toBeVisible();
    await expect(canvas.getByText(/Enter the document number/)).toBeVisible();
    await expect(canvas.getByText('Choose your nationality')).toBeVisible();
    await expect(canvas.getByText('Upload every photo asked for')).toBeVisible();
  },
});

/** Level 1 submitted; the demo review has not decided yet (the story's clock is stopped). */
export const UnderReview = meta.story({
  beforeEach: signedIn((engine) => {
    const m = newcomer(engine);
    engine.identity.submit(m.token, LEVEL1);
    return m.id;
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Under review', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText(/Your documents are under review/)).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Basic verification' })).toBeNull();
  },
});

/** The demo review refuses a level-1 name starting with "reject", at once with no delay. */
const rejectedNewcomer = signedIn((engine) => {
  engine.identity.configure({ reviewDelayMs: 0 });
  const m = newcomer(engine);
  engine.identity.submit(m.token, { ...LEVEL1, name: 'Reject Sam' });
  return m.id;
});

/** Level 1 refused by the review, with its reason; Redo opens the form again. */
export const Rejected = meta.story({
  beforeEach: rejectedNewcomer,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^Rejected: /, {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Redo verification' })).toBeVisible();
  },
});

export const RejectedRedo = meta.story({
  beforeEach: rejectedNewcomer,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Redo verification' }, { timeout: 5000 }));
    await expect(await canvas.findByRole('form', { name: 'Basic verification' })).toBeVisible();
    await expect(canvas.queryByText(/^Rejected: /)).toBeNull();
  },
});

/** Level 1 verified (the demo user): the level-2 form. */
export const Level2Form = meta.story({
  beforeEach: signedIn(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('form', { name: 'Advanced verification' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('Basic verification is complete.')).toBeVisible();
    await expect(canvas.getByLabelText("Relative's name")).toBeVisible();
  },
});

export const Level2UnderReview = meta.story({
  beforeEach: signedIn((engine) => demoSubmitsLevel2(engine)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Under review', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Advanced verification' })).toBeNull();
  },
});

export const Level2Rejected = meta.story({
  beforeEach: signedIn((engine) => {
    engine.identity.configure({ reviewDelayMs: 0 });
    return demoSubmitsLevel2(engine, { relatives: 'Reject Robin' });
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^Rejected: /, {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('Basic verification is complete.')).toBeVisible();
  },
});

/** Both levels approved. */
export const FullyVerified = meta.story({
  beforeEach: signedIn((engine) => {
    engine.identity.configure({ reviewDelayMs: 0 });
    return demoSubmitsLevel2(engine);
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Advanced verification is complete.', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getAllByText('Verified')).toHaveLength(2);
  },
});

/** An account with neither a phone nor an e-mail bound: it is asked to bind one first. */
export const ContactRequired = meta.story({
  beforeEach: signedIn((engine) => demoTwinId(engine)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Bind a phone number or an e-mail address/, {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Security' })).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Basic verification' })).toBeNull();
  },
});

/** `real_mark`, where a server 998 lands: the same page, saying first that verification is required. */
export const VerificationRequired = meta.story({
  parameters: { route: ROUTES.realMark.path },
  render: () => harness(ROUTES.realMark.path),
  beforeEach: signedIn((engine) => newcomer(engine).id),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Identity verification is required to continue.', {}, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByRole('form', { name: 'Basic verification' })).toBeVisible();
  },
});

export const Loading = meta.story({
  async beforeEach({ msw }) {
    await signedIn()();
    msw.use(http.get('*/api/real/state', () => delay('infinite')));
  },
});

export const LoadError = meta.story({
  async beforeEach({ msw }) {
    await signedIn()();
    msw.use(http.get('*/api/real/state', () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Could not load your verification', {}, { timeout: 5000 })).toBeVisible();
  },
});
