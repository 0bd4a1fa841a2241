/**
 * The 28 home quick links of spec §2, by the key the platform's `/menu` sends them under, in display order: the
 * one list the app's quick links (`features/home/quickLinks.ts`) and the demo exchange's `/menu` answer
 * (`mocks/fixtures/content`) are both made from.
 */
export const MENU_KEYS = [
  'recharge',
  'withdraw',
  'stock',
  'futures',
  'copytrade',
  'financial',
  'margin',
  'otc',
  'coupon',
  'bills',
  'exchange',
  'lockming',
  'game',
  'chatroom',
  'quickbuy',
  'transfer',
  'ieo',
  'seconds',
  'nft',
  'invest',
  'download',
  'realname',
  'contact',
  'appdownload',
  'legaltransfer',
  'defi',
  'cloudmining',
  'superleverage',
] as const;
