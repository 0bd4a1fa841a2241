import { expect } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { SignInPrompt } from './SignInPrompt';

const meta = preview.meta({ title: 'Home/SignInPrompt', component: SignInPrompt });

export const Playground = meta.story({});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign up' })).toBeVisible();
  },
});
