import { expect, fn, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { ActionSheet } from './ActionSheet';

const actions = [
  { value: 'camera', label: 'Take photo' },
  { value: 'album', label: 'Choose from album', description: 'JPG or PNG, up to 5 MB' },
  { value: 'delete', label: 'Remove picture', danger: true },
];

const meta = preview.meta({
  title: 'UI/ActionSheet',
  component: ActionSheet,
  args: { open: true, actions, onSelect: fn(), onClose: fn() },
});

export const Playground = meta.story({});
export const Default = meta.story({});
export const WithTitle = meta.story({ args: { title: 'Profile picture' } });
export const DisabledAction = meta.story({ args: { actions: [...actions.slice(0, 2), { ...actions[2]!, disabled: true }] } });
export const Pseudo = meta.story({ globals: { locale: 'pseudo' } });
export const Choose = meta.story({
  play: async ({ canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Take photo' }));
    await expect(args.onSelect).toHaveBeenCalledWith('camera');
    await expect(args.onClose).toHaveBeenCalled();
  },
});
