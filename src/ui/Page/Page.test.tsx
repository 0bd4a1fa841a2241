import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../_shared/test-utils';
import { Page, TabBarProvider } from '.';

/** jsdom computes no `calc()`/`env()`: read the attributes the styles key on, and the rules themselves. */
const frameOf = () => screen.getByRole('main').parentElement!;

describe('Page', () => {
  it('frames the content: the standard NavBar names the page, the content is the main landmark', () => {
    renderUi(
      <Page title="Settings">
        <p>Body</p>
      </Page>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Body');
  });

  it('takes a header of its own instead, or none', () => {
    const { rerender } = renderUi(
      <Page navBar={<h1>Search</h1>}>
        <p>Body</p>
      </Page>,
    );
    expect(screen.getByRole('heading', { name: 'Search' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    rerender(
      <Page navBar={null}>
        <p>Body</p>
      </Page>,
    );
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('reserves the tab bar only on a tab page: its own word, or the shell’s', () => {
    const { rerender } = renderUi(<Page title="Settings">x</Page>);
    expect(frameOf()).not.toHaveAttribute('data-tab');
    rerender(
      <Page title="Home" tab>
        x
      </Page>,
    );
    expect(frameOf()).toHaveAttribute('data-tab');
    rerender(
      <TabBarProvider shown>
        <Page title="Home">x</Page>
      </TabBarProvider>,
    );
    expect(frameOf()).toHaveAttribute('data-tab');
    // the page's own word wins (a page shown above the bar in the shell, but not in a story)
    rerender(
      <TabBarProvider shown>
        <Page title="Home" tab={false}>
          x
        </Page>
      </TabBarProvider>,
    );
    expect(frameOf()).not.toHaveAttribute('data-tab');
  });

  it('pads the frame by the tab bar and the home indicator on a tab page', () => {
    renderUi(
      <Page title="Home" tab>
        x
      </Page>,
    );
    const frameClasses = [...frameOf().classList].map((c) => `.${c}`);
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n');
    const rules = css.match(/[^{}]*\[data-tab\][^{]*\{[^}]*\}/g) ?? [];
    const own = rules.filter((r) => frameClasses.some((c) => r.trimStart().startsWith(`${c}[data-tab]`)));
    expect(own.join('\n')).toMatch(
      /padding-bottom:\s*calc\(var\(--size-tabBar\) \+ env\(safe-area-inset-bottom\)\)/,
    );
  });

  it('pins a footer after the content', () => {
    renderUi(
      <Page title="BTC/USDT" footer={<button type="button">Buy</button>}>
        <p>Chart</p>
      </Page>,
    );
    const buy = screen.getByRole('button', { name: 'Buy' });
    expect(screen.getByRole('main')).not.toContainElement(buy);
    expect(frameOf()).toHaveAttribute('data-footer');
    expect(screen.getByRole('main').nextElementSibling).toContainElement(buy);
  });
});
