import { expect, fn } from 'storybook/test';
import { theme } from '@/theme';
import preview from '../../../.storybook/preview';
import { Button } from '../Button';
import { Cell, CellGroup } from '../Cell';
import { CircleHelp } from '../Icon';
import { IconButton } from '../IconButton';
import { Page, TabBarProvider } from './Page';

/** Enough rows to scroll, so the space kept at the bottom shows. */
function Rows({ count = 14 }: { count?: number }) {
  return (
    <CellGroup title="Preferences">
      {Array.from({ length: count }, (_, i) => (
        <Cell key={i} title={`Setting ${i + 1}`} value="On" />
      ))}
    </CellGroup>
  );
}

/** A stand-in for the shell's tab bar (src/app owns the real one): fixed at the bottom, the tab bar's height. */
function FakeTabBar() {
  return (
    <div
      aria-hidden="true"
      style={{
        position: 'fixed',
        inset: 'auto 0 0 0',
        height: theme.size.tabBar,
        background: theme.color.bgSurface,
        borderTop: `${theme.size.border} solid ${theme.color.border}`,
      }}
    />
  );
}

const meta = preview.meta({
  title: 'UI/Page',
  component: Page,
  args: { title: 'Settings', children: <Rows count={3} /> },
});

export const Playground = meta.story({});

/** Title and back, the content in `main`. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent('Setting 1');
  },
});

export const WithActions = meta.story({
  args: { back: false, right: <IconButton icon={CircleHelp} aria-label="Help" /> },
});

/** A tab page: the tab bar's space is kept below the content, so the last row scrolls clear of the bar. */
export const TabPage = meta.story({
  args: { back: false, tab: true, children: <Rows /> },
  render: (args) => (
    <>
      <Page {...args} />
      <FakeTabBar />
    </>
  ),
});

/** The same from the shell's word (TabBarProvider), without the page saying `tab`. */
export const TabFromShell = meta.story({
  args: { back: false, children: <Rows /> },
  render: (args) => (
    <TabBarProvider shown>
      <Page {...args} />
      <FakeTabBar />
    </TabBarProvider>
  ),
});

/** A footer pinned to the bottom while the content scrolls (Buy / Sell). */
export const WithFooter = meta.story({
  args: {
    children: <Rows />,
    footer: (
      <div
        style={{
          display: 'flex',
          gap: theme.space['3'],
          padding: theme.space['2'],
          background: theme.color.bgPage,
          borderTop: `${theme.size.border} solid ${theme.color.border}`,
        }}
      >
        <Button variant="buy" block onClick={fn()}>
          Buy
        </Button>
        <Button variant="sell" block onClick={fn()}>
          Sell
        </Button>
      </div>
    ),
  },
});

/** A header of the page's own instead of the standard NavBar. */
export const CustomHeader = meta.story({
  args: {
    navBar: <h1 style={{ margin: 0, padding: theme.space['4'], fontSize: theme.font.size.xl }}>Search</h1>,
  },
});

/** `fill`: the content is a column that fills the screen (the last part grows). */
export const Fill = meta.story({
  args: {
    fill: true,
    children: (
      <>
        <Rows count={2} />
        <div
          style={{
            flex: '1 0 auto',
            margin: theme.space['4'],
            borderRadius: theme.radius.md,
            background: theme.color.bgSurface,
          }}
        />
      </>
    ),
  },
});

/** Space after the content (`end`), besides the home indicator's inset. */
export const EndSpace = meta.story({ args: { end: '6', children: <Rows /> } });

export const LongTitle = meta.story({
  args: { title: 'Verification of identity documents for advanced trading permissions' },
});
