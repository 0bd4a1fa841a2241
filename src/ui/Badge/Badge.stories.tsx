import { expect } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { Row } from '../_shared/stories';
import { Bell, Mail } from '../Icon';
import { IconButton } from '../IconButton';
import { Badge } from './Badge';

const meta = preview.meta({
  title: 'UI/Badge',
  component: Badge,
  args: { count: 5, max: 99, dot: false, showZero: false, children: <IconButton icon={Bell} aria-label="Notifications" /> },
  argTypes: {
    count: { control: { type: 'number', min: 0 } },
    max: { control: { type: 'number', min: 1 } },
    children: { control: false },
  },
  decorators: [(Story) => <Row>{Story()}</Row>],
});

export const Playground = meta.story({});
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toBeVisible();
    // the figure is drawn for the eye and said in words for screen readers
    await expect(canvas.getByText('5')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText('Unread: 5')).toBeInTheDocument();
  },
});
export const Overflow = meta.story({
  args: { count: 120 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.getByText('Unread: 120')).toBeInTheDocument();
  },
});
export const Dot = meta.story({
  args: { dot: true, children: <IconButton icon={Mail} aria-label="Messages" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('New')).toBeInTheDocument();
  },
});
export const ZeroHidden = meta.story({
  args: { count: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('0')).toBeNull();
    await expect(canvas.queryByText(/Unread/)).toBeNull();
  },
});
export const ShowZero = meta.story({ args: { count: 0, showZero: true } });
export const Standalone = meta.story({ args: { count: 12, children: undefined } });
