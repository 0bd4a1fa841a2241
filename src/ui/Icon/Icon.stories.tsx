import { theme } from '@/theme';
import preview from '../../../.storybook/preview';
import * as icons from './icons';
import { Icon } from './Icon';

const all = Object.entries(icons).filter(([, v]) => typeof v === 'object' || typeof v === 'function') as [
  string,
  icons.LucideIcon,
][];

const meta = preview.meta({
  title: 'UI/Icon',
  component: Icon,
  args: { icon: icons.Star, size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
});

export const Playground = meta.story({ args: { icon: icons.Star } });
export const Labelled = meta.story({ args: { icon: icons.TriangleAlert, label: 'Warning' } });
export const Gallery = meta.story({
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(auto-fill, minmax(${theme.space['12']}, 1fr))`,
        gap: theme.space['3'],
        padding: theme.space['4'],
        margin: 0,
        listStyle: 'none',
      }}
    >
      {all.map(([name, glyph]) => (
        <li key={name} title={name} style={{ display: 'flex', justifyContent: 'center' }}>
          <Icon icon={glyph} size="lg" label={name} />
        </li>
      ))}
    </ul>
  ),
});
