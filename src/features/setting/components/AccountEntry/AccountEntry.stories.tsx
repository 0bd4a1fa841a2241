import { expect } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { ROUTES } from '@/lib/routes';
import { NavBar } from '@/ui/NavBar';
import { demoProfile } from '../../testing/profile';
import { AccountEntry } from './AccountEntry';

/** A small round picture (a data URI: no network). */
const PICTURE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="teal"/><circle cx="32" cy="26" r="12" fill="white"/><rect x="14" y="42" width="36" height="22" rx="11" fill="white"/></svg>',
)}`;

const meta = preview.meta({
  title: 'Setting/AccountEntry',
  component: AccountEntry,
  render: () => <NavBar title="Home" back={false} left={<AccountEntry />} />,
});

/** Signed out: a person icon leading to login. */
export const SignedOut = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', ROUTES.login.path);
  },
});

/** Signed in, no picture: the user's initials, leading to the personal centre. */
export const SignedIn = meta.story({
  parameters: { session: { token: 'story-token', user: demoProfile } },
  play: async ({ canvas }) => {
    const entry = canvas.getByRole('link', { name: 'Account and settings' });
    await expect(entry).toHaveAttribute('href', ROUTES.setting.path);
    await expect(entry).toHaveTextContent('DT');
  },
});

/** Signed in with a profile picture. */
export const WithPicture = meta.story({
  parameters: { session: { token: 'story-token', user: { ...demoProfile, head_portrait: PICTURE } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Account and settings' }).querySelector('img')).toHaveAttribute('src', PICTURE);
  },
});
