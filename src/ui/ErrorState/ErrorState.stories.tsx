import { expect, fn } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { ErrorState } from './ErrorState';

const meta = preview.meta({ title: 'UI/ErrorState', component: ErrorState, args: { onRetry: fn() } });

export const Playground = meta.story({});
export const WithMessage = meta.story({ args: { message: 'Network error. Check your connection and try again.' } });
export const NoRetry = meta.story({ args: { onRetry: undefined, message: 'This page could not be loaded.' } });
export const LongText = meta.story({
  args: { message: 'The server is having trouble right now. Your funds are safe; please try again in a few minutes or contact support.' },
});
export const Retry = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
});
