import { expect } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { demoProfile } from '../testing/profile';
import { PHOTO_PNG } from '@/testing/member';
import { ProfileSummary } from './ProfileSummary';

const meta = preview.meta({
  title: 'Setting/ProfileSummary',
  component: ProfileSummary,
  args: { user: demoProfile },
});

/** The seeded demo user: no picture yet, so the nickname's initial. */
export const Playground = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Demo Trader' })).toBeVisible();
    await expect(canvas.getByText('User ID: 100001')).toBeVisible();
    await expect(canvas.getByText('Real account')).toBeVisible();
  },
});

/** The demo twin: no nickname, no contact, the demo tag. */
export const DemoAccount = meta.story({
  args: { user: { id: 100002, account: 'demo_100001', nickname: '', is_demo: true, demo_owner_id: 100001 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No nickname yet' })).toBeVisible();
    await expect(canvas.getByText('Demo account')).toBeVisible();
  },
});

/** A picture (inline, so it needs no server), a long nickname and a long address wrap beside it. */
export const LongText = meta.story({
  args: {
    user: {
      ...demoProfile,
      id: 987654321,
      nickname: 'Maximilian Alexander Featherstonehaugh-Wolfeschlegelstein',
      account: 'maximilian.featherstonehaugh-wolfeschlegelstein@long-company-domain.example.com',
      head_portrait: `data:image/png;base64,${PHOTO_PNG}`,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Profile picture' })).toBeVisible();
  },
});

export const Loading = meta.story({ args: { user: null } });
