import 'i18next';
import type common from '../../../locales/en/common.json';
import type auth from '../../../locales/en/auth.json';
import type setting from '../../../locales/en/setting.json';
import type home from '../../../locales/en/home.json';
import type market from '../../../locales/en/market.json';
import type ui from '../../../locales/en/ui.json';
import type chart from '../../../locales/en/chart.json';
import type trade from '../../../locales/en/trade.json';
import type wallet from '../../../locales/en/wallet.json';
import type identity from '../../../locales/en/identity.json';
import type invite from '../../../locales/en/invite.json';
import type content from '../../../locales/en/content.json';
import type messages from '../../../locales/en/messages.json';

/** Typed keys: an unknown key is a compile error. Each feature namespace is listed here. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    keySeparator: false;
    nsSeparator: ':';
    resources: { common: typeof common; auth: typeof auth; setting: typeof setting; ui: typeof ui; home: typeof home; market: typeof market; chart: typeof chart; trade: typeof trade; wallet: typeof wallet; identity: typeof identity; invite: typeof invite; content: typeof content; messages: typeof messages };
  }
}
