/**
 * The demo exchange's texts: `locales/<code>/server-<area>.json`, one file per engine area (common, auth,
 * market, wallet, trade, identity, invite, messages), merged here into one catalogue per wire language.
 *
 * The engine itself only throws message *keys* (`ServerKey`); the handlers translate them with these
 * catalogues (`mocks/handlers/_util.ts`). Adding an area's texts: a `server-<area>.json` in all ten
 * locales, and one line in `ServerKey` and in `merge` below.
 */
import enCommon from '../../../locales/en/server-common.json';
import enWallet from '../../../locales/en/server-wallet.json';
import enMarket from '../../../locales/en/server-market.json';
import enTrade from '../../../locales/en/server-trade.json';
import enAuth from '../../../locales/en/server-auth.json';
import enIdentity from '../../../locales/en/server-identity.json';
import enInvite from '../../../locales/en/server-invite.json';
import enMessages from '../../../locales/en/server-messages.json';
import hkCommon from '../../../locales/hk/server-common.json';
import hkWallet from '../../../locales/hk/server-wallet.json';
import hkMarket from '../../../locales/hk/server-market.json';
import hkTrade from '../../../locales/hk/server-trade.json';
import hkAuth from '../../../locales/hk/server-auth.json';
import hkIdentity from '../../../locales/hk/server-identity.json';
import hkInvite from '../../../locales/hk/server-invite.json';
import hkMessages from '../../../locales/hk/server-messages.json';
import idaCommon from '../../../locales/ida/server-common.json';
import idaWallet from '../../../locales/ida/server-wallet.json';
import idaMarket from '../../../locales/ida/server-market.json';
import idaTrade from '../../../locales/ida/server-trade.json';
import idaAuth from '../../../locales/ida/server-auth.json';
import idaIdentity from '../../../locales/ida/server-identity.json';
import idaInvite from '../../../locales/ida/server-invite.json';
import idaMessages from '../../../locales/ida/server-messages.json';
import jpCommon from '../../../locales/jp/server-common.json';
import jpWallet from '../../../locales/jp/server-wallet.json';
import jpMarket from '../../../locales/jp/server-market.json';
import jpTrade from '../../../locales/jp/server-trade.json';
import jpAuth from '../../../locales/jp/server-auth.json';
import jpIdentity from '../../../locales/jp/server-identity.json';
import jpInvite from '../../../locales/jp/server-invite.json';
import jpMessages from '../../../locales/jp/server-messages.json';
import korCommon from '../../../locales/kor/server-common.json';
import korWallet from '../../../locales/kor/server-wallet.json';
import korMarket from '../../../locales/kor/server-market.json';
import korTrade from '../../../locales/kor/server-trade.json';
import korAuth from '../../../locales/kor/server-auth.json';
import korIdentity from '../../../locales/kor/server-identity.json';
import korInvite from '../../../locales/kor/server-invite.json';
import korMessages from '../../../locales/kor/server-messages.json';
import spaCommon from '../../../locales/spa/server-common.json';
import spaWallet from '../../../locales/spa/server-wallet.json';
import spaMarket from '../../../locales/spa/server-market.json';
import spaTrade from '../../../locales/spa/server-trade.json';
import spaAuth from '../../../locales/spa/server-auth.json';
import spaIdentity from '../../../locales/spa/server-identity.json';
import spaInvite from '../../../locales/spa/server-invite.json';
import spaMessages from '../../../locales/spa/server-messages.json';
import thCommon from '../../../locales/th/server-common.json';
import thWallet from '../../../locales/th/server-wallet.json';
import thMarket from '../../../locales/th/server-market.json';
import thTrade from '../../../locales/th/server-trade.json';
import thAuth from '../../../locales/th/server-auth.json';
import thIdentity from '../../../locales/th/server-identity.json';
import thInvite from '../../../locales/th/server-invite.json';
import thMessages from '../../../locales/th/server-messages.json';
import turCommon from '../../../locales/tur/server-common.json';
import turWallet from '../../../locales/tur/server-wallet.json';
import turMarket from '../../../locales/tur/server-market.json';
import turTrade from '../../../locales/tur/server-trade.json';
import turAuth from '../../../locales/tur/server-auth.json';
import turIdentity from '../../../locales/tur/server-identity.json';
import turInvite from '../../../locales/tur/server-invite.json';
import turMessages from '../../../locales/tur/server-messages.json';
import viCommon from '../../../locales/vi/server-common.json';
import viWallet from '../../../locales/vi/server-wallet.json';
import viMarket from '../../../locales/vi/server-market.json';
import viTrade from '../../../locales/vi/server-trade.json';
import viAuth from '../../../locales/vi/server-auth.json';
import viIdentity from '../../../locales/vi/server-identity.json';
import viInvite from '../../../locales/vi/server-invite.json';
import viMessages from '../../../locales/vi/server-messages.json';
import zhCommon from '../../../locales/zh/server-common.json';
import zhWallet from '../../../locales/zh/server-wallet.json';
import zhMarket from '../../../locales/zh/server-market.json';
import zhTrade from '../../../locales/zh/server-trade.json';
import zhAuth from '../../../locales/zh/server-auth.json';
import zhIdentity from '../../../locales/zh/server-identity.json';
import zhInvite from '../../../locales/zh/server-invite.json';
import zhMessages from '../../../locales/zh/server-messages.json';
import type { LangCode } from './context';

/** A key of `locales/<code>/server-<area>.json`: every text the demo exchange sends. */
export type ServerKey =
  | keyof typeof enCommon
  | keyof typeof enAuth
  | keyof typeof enMarket
  | keyof typeof enWallet
  | keyof typeof enTrade
  | keyof typeof enIdentity
  | keyof typeof enInvite
  | keyof typeof enMessages;
export type MessageVars = Record<string, string | number>;

/** One language's area files as one catalogue. */
const merge = <C, U, M, L, T, I, V, S>(
  common: C,
  auth: U,
  market: M,
  wallet: L,
  trade: T,
  identity: I,
  invite: V,
  messages: S,
): C & U & M & L & T & I & V & S => ({
  ...common,
  ...auth,
  ...market,
  ...wallet,
  ...trade,
  ...identity,
  ...invite,
  ...messages,
});

// One catalogue per wire language code, named by the code (`t()` picks one by the request's `lang`).
export const en = merge(enCommon, enAuth, enMarket, enWallet, enTrade, enIdentity, enInvite, enMessages);
export const hk = merge(hkCommon, hkAuth, hkMarket, hkWallet, hkTrade, hkIdentity, hkInvite, hkMessages);
export const zh = merge(zhCommon, zhAuth, zhMarket, zhWallet, zhTrade, zhIdentity, zhInvite, zhMessages);
export const jp = merge(jpCommon, jpAuth, jpMarket, jpWallet, jpTrade, jpIdentity, jpInvite, jpMessages);
export const th = merge(thCommon, thAuth, thMarket, thWallet, thTrade, thIdentity, thInvite, thMessages);
export const kor = merge(korCommon, korAuth, korMarket, korWallet, korTrade, korIdentity, korInvite, korMessages);
export const spa = merge(spaCommon, spaAuth, spaMarket, spaWallet, spaTrade, spaIdentity, spaInvite, spaMessages);
export const ida = merge(idaCommon, idaAuth, idaMarket, idaWallet, idaTrade, idaIdentity, idaInvite, idaMessages);
export const vi = merge(viCommon, viAuth, viMarket, viWallet, viTrade, viIdentity, viInvite, viMessages);
export const tur = merge(turCommon, turAuth, turMarket, turWallet, turTrade, turIdentity, turInvite, turMessages);

/** Every catalogue by language; typed as complete, so a key missing from any locale is a compile error. */
export const serverCatalogs: Record<LangCode, Record<ServerKey, string>> = {
  en,
  hk,
  zh,
  jp,
  th,
  kor,
  spa,
  ida,
  vi,
  tur,
};
