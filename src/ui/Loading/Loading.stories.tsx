import { expect, waitFor } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { Row } from '../_shared/stories';
import { DelayedSpinner } from './DelayedSpinner';
import { GlobalLoading } from './GlobalLoading';
import { Spinner } from './Spinner';

const meta = preview.meta({
  title: 'UI/Loading',
  component: Spinner,
  args: { size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  decorators: [(Story) => <Row>{Story()}</Row>],
});

export const Playground = meta.story({});
export const Sizes = meta.story({
  render: () => (
    <>
      <Spinner size="sm" />
      <Spinner size="md" />
      <Spinner size="lg" />
    </>
  ),
});
export const Global = meta.story({ render: () => <GlobalLoading count={1} /> });
export const GlobalIdle = meta.story({
  render: () => <GlobalLoading count={0} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId('global-loading')).toBeNull();
  },
});
export const DelayedAppearsAfter800ms = meta.story({
  render: () => <DelayedSpinner label="Loading orders" />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status', { name: '' })).toBeNull();
    await expect(canvas.queryByText('Loading orders')).toBeNull();
    await new Promise((r) => setTimeout(r, 400));
    await expect(canvas.queryByText('Loading orders')).toBeNull();
    await waitFor(() => expect(canvas.getByText('Loading orders')).toBeInTheDocument(), { timeout: 1500 });
  },
});
