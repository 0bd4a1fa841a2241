import { expect, fn } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { Pad } from '../_shared/stories';
import { SearchBar } from './SearchBar';

const meta = preview.meta({
  title: 'UI/SearchBar',
  component: SearchBar,
  args: { placeholder: 'Search coin', onChange: fn(), onSearch: fn() },
  decorators: [(Story) => <Pad>{Story()}</Pad>],
});

export const Playground = meta.story({});
export const WithValue = meta.story({ args: { defaultValue: 'BTC' } });
export const WithCancel = meta.story({ args: { onCancel: fn() } });

export const SubmitAndClear = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search coin' });
    await userEvent.type(input, ' eth {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('eth');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(input).toHaveValue('');
  },
});
