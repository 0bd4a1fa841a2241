import { delay, http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { memberSession } from '@/testing/member';
import { signedIn } from '@/testing/memberStory';
import { Limits } from './Limits';

const LEVELS = '*/api/getLevelList';

/** No props: the limits come from the story's demo exchange (`/getLevelList`). */
const meta = preview.meta({
  title: 'Identity/Limits',
  component: Limits,
  parameters: { session: memberSession },
  beforeEach: signedIn(),
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('200.00 BTC', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('500.00 BTC')).toBeVisible();
  },
});

export const Loading = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get(LEVELS, () => delay('infinite')));
  },
});

export const LoadError = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get(LEVELS, () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The limits could not be loaded.', {}, { timeout: 10000 })).toBeVisible();
  },
});
