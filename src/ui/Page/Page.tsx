import { createContext, useContext, type ReactNode } from 'react';
import styled from 'styled-components';
import { NavBar } from '../NavBar';

const TabBarContext = createContext(false);

/**
 * Set by the app shell around a route that shows the tab bar: every Page inside reserves the bar's space
 * (once: nothing else pads for it).
 */
export function TabBarProvider({ shown, children }: { shown: boolean; children: ReactNode }) {
  return <TabBarContext value={shown}>{children}</TabBarContext>;
}

export interface PageProps {
  /** Title of the standard NavBar. */
  title?: ReactNode;
  /** The standard NavBar's back button (default true). */
  back?: boolean;
  onBack?: () => void;
  /** Replaces the back button. */
  left?: ReactNode;
  /** The NavBar's actions. */
  right?: ReactNode;
  /** A header of the page's own instead of the standard NavBar (a NavBar with other options, a search bar); `null` for none. */
  navBar?: ReactNode;
  /** The content, in the page's `<main>`. */
  children?: ReactNode;
  /** Pinned to the bottom of the screen while scrolling (Buy / Sell); it pads itself for the home indicator. */
  footer?: ReactNode;
  /**
   * Reserve the tab bar's space below the content. Default: what the shell says for this route (TabBarProvider);
   * a tab page says it itself only to look the same outside the shell (stories, tests).
   */
  tab?: boolean;
  /** Space after the content (a space token). The home indicator's inset is kept too, unless a tab bar or footer covers it. */
  end?: 'none' | '4' | '6';
  /** The content fills the screen as a column (a chart screen): `main` is a flex column that grows. */
  fill?: boolean;
  className?: string;
}

/**
 * The frame of a page: its header (the standard NavBar, or its own), the content in `<main>`, an optional
 * pinned footer; the page background and a full-screen minimum height; and, on a tab page, the tab bar's
 * space at the bottom — reserved here and nowhere else.
 */
export function Page({
  title,
  back,
  onBack,
  left,
  right,
  navBar,
  children,
  footer,
  tab,
  end = 'none',
  fill = false,
  className,
}: PageProps) {
  const shellTab = useContext(TabBarContext);
  const onTab = tab ?? shellTab;
  const header =
    navBar !== undefined ? (
      navBar
    ) : (
      <NavBar title={title} back={back} onBack={onBack} left={left} right={right} />
    );
  return (
    <$Page
      className={className}
      data-tab={onTab || undefined}
      data-footer={footer ? true : undefined}
      data-end={end}
      data-fill={fill || undefined}
    >
      {header}
      <$Main>{children}</$Main>
      {footer && <$Footer>{footer}</$Footer>}
    </$Page>
  );
}

const $Page = styled.div`
  --page-end: 0px;
  min-height: 100dvh;
  background: ${({ theme }) => theme.color.bgPage};
  color: ${({ theme }) => theme.color.textPrimary};
  &[data-end='4'] {
    --page-end: ${({ theme }) => theme.space['4']};
  }
  &[data-end='6'] {
    --page-end: ${({ theme }) => theme.space['6']};
  }
  &[data-tab] {
    padding-bottom: calc(${({ theme }) => theme.size.tabBar} + env(safe-area-inset-bottom));
  }
  &[data-fill] {
    display: flex;
    flex-direction: column;
  }
`;

const $Main = styled.main`
  padding-bottom: max(var(--page-end), env(safe-area-inset-bottom));
  [data-tab] > &,
  [data-footer] > & {
    padding-bottom: var(--page-end);
  }
  [data-fill] > & {
    display: flex;
    flex: 1 0 auto;
    flex-direction: column;
  }
`;

const $Footer = styled.div`
  position: sticky;
  bottom: 0;
  z-index: ${({ theme }) => theme.z.sticky};
  [data-tab] > & {
    bottom: calc(${({ theme }) => theme.size.tabBar} + env(safe-area-inset-bottom));
  }
`;
