// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Engine, ManualClock } from '@mocks/engine';
import { REVIEW_DELAY_MS } from '@mocks/fixtures/identity';
import { server } from '@mocks/node';
import { ROUTES } from '@/lib/routes';
import { renderPage, setUpMember } from '@/testing/renderSignedIn';
import { createMember, openMemberSession, photoFile, MEMBER_TOKEN } from '@/testing/member';
import RealPage from './RealPage';

let engine: Engine;
let clock: ManualClock;
let store: Awaited<ReturnType<typeof setUpMember>>['store'];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  localStorage.clear();
  ({ engine, clock, store } = await setUpMember());
  openMemberSession(engine, createMember(engine, { email: 'sam@example.com', code: 'SAM001' }).id);
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const open = () => renderPage(store, ROUTES.real.path, ROUTES.real.path, <RealPage />);
const level1 = () => engine.identity.state(MEMBER_TOKEN).level1;
const PHOTOS = ['Front of the document', 'Back of the document', 'You holding the document'];

/**
 * Picks the three photos, each to its "uploaded" mark. jsdom's FormData does not reach Node's fetch as multipart,
 * so `/upload` answers a stored path here (the e2e spec sends real bytes through the real upload).
 */
/** Waits until a select sheet has closed and returned focus to its field's button. */
async function sheetClosed(field: RegExp) {
  await waitFor(() => expect(screen.getByRole('button', { name: field })).toHaveFocus(), { timeout: 5_000 });
}

async function uploadPhotos(user: ReturnType<typeof open>, form: HTMLElement) {
  let n = 0;
  server.use(http.post('*/api/upload', () => HttpResponse.json({ type: 'ok', message: `/upload/photo${++n}.png` })));
  for (const label of PHOTOS) {
    await user.upload(within(form).getByLabelText(label, { selector: 'input' }), photoFile());
    expect(await screen.findByText(`${label} uploaded`, {}, { timeout: 10_000 })).toBeInTheDocument();
  }
}

describe('RealPage, level 1', { timeout: 30_000 }, () => {
  it('names every missing or malformed field and sends nothing', async () => {
    const user = open();
    const form = await screen.findByRole('form', { name: 'Basic verification' }, { timeout: 10_000 });
    await user.type(within(form).getByLabelText('Document number'), 'ab');
    await user.click(within(form).getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('Enter your name as on the document')).toBeInTheDocument();
    expect(screen.getByText('Enter the document number: 4 to 30 letters, digits or hyphens')).toBeInTheDocument();
    expect(screen.getByText('Choose your nationality')).toBeInTheDocument();
    expect(screen.getByText('Upload every photo asked for')).toBeInTheDocument();
    expect(within(form).getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
    expect(level1()).toBeNull();
  });

  it('uploads the three photos, submits, is under review, then verified with the level-2 form', async () => {
    const user = open();
    const form = await screen.findByRole('form', { name: 'Basic verification' }, { timeout: 10_000 });
    await user.type(within(form).getByLabelText('Full name'), 'Sam Taylor');
    await user.click(within(form).getByRole('button', { name: /^Document type/ }));
    await user.click(await screen.findByRole('option', { name: 'Passport' }));
    // the closing sheet hands focus back to its field: typing before that would lose keys to the button
    await sheetClosed(/^Document type/);
    await user.type(within(form).getByLabelText('Document number'), 'p7654321');
    await user.click(within(form).getByRole('button', { name: /^Nationality/ }));
    await user.type(await screen.findByRole('searchbox'), 'United Kingdom');
    await user.click(await screen.findByRole('option', { name: /United Kingdom/ }));
    await sheetClosed(/^Nationality/);
    await uploadPhotos(user, form);
    await user.click(within(form).getByRole('button', { name: 'Submit for review' }));

    expect(await screen.findByText(/Your documents are under review/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(level1()).toMatchObject({
      status: 1,
      data: { name: 'Sam Taylor', card_id: 'P7654321', nationality: 'GB', id_type: 1 },
    });
    expect(level1()!.data).toMatchObject({ front_pic: '/upload/photo1.png', hand_pic: '/upload/photo3.png' });

    // the review decides once its delay has passed on the engine clock
    clock.advance(REVIEW_DELAY_MS);
    cleanup();
    open();
    expect(await screen.findByText('Basic verification is complete.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Advanced verification' })).toBeInTheDocument();
  });

  it("shows the reviewer's reason for a rejection, and Redo opens the form again", async () => {
    engine.identity.configure({ reviewDelayMs: 0 });
    const user = open();
    const form = await screen.findByRole('form', { name: 'Basic verification' }, { timeout: 10_000 });
    await user.type(within(form).getByLabelText('Full name'), 'Reject Me');
    await user.type(within(form).getByLabelText('Document number'), 'X1111111');
    await user.click(within(form).getByRole('button', { name: /^Nationality/ }));
    await user.click(await screen.findByRole('option', { name: /United Kingdom/ }));
    await sheetClosed(/^Nationality/);
    await uploadPhotos(user, form);
    await user.click(within(form).getByRole('button', { name: 'Submit for review' }));
    // decided at once (no delay): rejected with the reviewer's reason, Redo offered
    expect(await screen.findByText(/^Rejected: /, {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Redo verification' }));
    expect(await screen.findByRole('form', { name: 'Basic verification' })).toBeInTheDocument();
  });
});
