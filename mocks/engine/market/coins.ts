/**
 * `GET /currency/list`: the coins' facts from the fixture, an icon each, market cap at the live price. A coin's icon
 * is its logo from the `cryptocurrency-icons` package (CC0), served by the demo at `/api/demo/assets/coin/<sym>.svg`
 * (mocks/handlers/common.ts in Storybook and tests, mocks/server/static.ts under `npm start`); a coin the package
 * has no logo for gets a lettered disc drawn here.
 */
import { coinsFixture } from '../../fixtures/market';
import type { LangCode } from '../core';
import { symbolSeed } from './hash';
import type { Pairs } from './pairs';
import type { Coin } from './types';

const palette = [
  '#f7931a',
  '#627eea',
  '#26a17b',
  '#2775ca',
  '#345d9d',
  '#e84142',
  '#9945ff',
  '#c2a633',
  '#e6007a',
  '#2a5ada',
  '#ff007a',
  '#8247e5',
];

/** Where the demo serves the coin logos: `<prefix><file>.svg`, a site path (the client prefixes the site origin). */
export const COIN_ICON_PREFIX = '/api/demo/assets/coin/';

/**
 * The logo file of each listed coin the package has (`node_modules/cryptocurrency-icons/svg/color/<file>.svg`), by
 * symbol: POL is Polygon's renamed MATIC. NEAR, APT, ARB, OP and SHIB are newer than the package: lettered discs.
 * The Storybook handler globs the same names (mocks/handlers/common.ts); coins.test.ts checks both against the
 * package.
 */
export const COIN_ICON_FILES: Readonly<Record<string, string>> = {
  BTC: 'btc',
  ETH: 'eth',
  USDT: 'usdt',
  USDC: 'usdc',
  LTC: 'ltc',
  BNB: 'bnb',
  SOL: 'sol',
  XRP: 'xrp',
  ADA: 'ada',
  DOGE: 'doge',
  DOT: 'dot',
  TRX: 'trx',
  AVAX: 'avax',
  LINK: 'link',
  POL: 'matic',
  UNI: 'uni',
  ATOM: 'atom',
  XLM: 'xlm',
  ETC: 'etc',
  FIL: 'fil',
  BCH: 'bch',
};

/** The site path of a coin's logo, or null when the package has none for it. */
function coinIconPath(symbol: string): string | null {
  const file = Object.hasOwn(COIN_ICON_FILES, symbol.toUpperCase())
    ? COIN_ICON_FILES[symbol.toUpperCase()]
    : undefined;
  return file ? `${COIN_ICON_PREFIX}${file}.svg` : null;
}

/** A coin's icon: its logo's site path, or a lettered round icon as an SVG data URI (no network). */
export function coinImage(symbol: string): string {
  return coinIconPath(symbol) ?? letteredImage(symbol);
}

/** A lettered round icon as an SVG data URI, for a coin without a logo. */
function letteredImage(symbol: string): string {
  const colour = palette[(symbolSeed(7, symbol) >>> 0) % palette.length] ?? palette[0];
  const letters = symbol.slice(0, symbol.length > 4 ? 3 : 4);
  const size = letters.length > 3 ? 11 : letters.length > 2 ? 13 : 16;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<circle cx="32" cy="32" r="32" fill="${colour}"/>` +
    `<text x="32" y="32" dy=".35em" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="${size * 1.5}" fill="#fff">${letters}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export function createCoins(pairs: Pairs, clock: () => number) {
  const { infos, series, indexByCurrency } = pairs;

  return function coins(lang: LangCode): Coin[] {
    const now = clock();
    return coinsFixture.map((c) => {
      const index = indexByCurrency.get(c.id);
      const price =
        index !== undefined
          ? series[index]!.priceTicks(now) / 10 ** infos[index]!.price_precision
          : (c.fixed_price ?? 0);
      return {
        id: c.id,
        name: c.name,
        subName: c.subName,
        type: 'coin',
        status: 1,
        image: coinImage(c.name),
        full_name: c.full_name,
        rank: c.rank,
        issue_date: c.issue_date,
        total_supply: c.total_supply,
        circulating_supply: c.circulating_supply,
        market_cap: String(Math.round(price * Number(c.circulating_supply))),
        introduction: (lang === 'zh' ? c.introduction.zh : undefined) ?? c.introduction.en,
        white_paper: c.white_paper,
        website: c.website,
      };
    });
  };
}
