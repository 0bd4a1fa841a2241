/**
 * The family's clients' calls of the spec's common, user, setting and content areas, as they send them and with
 * what they read (wire-facts §1, §2, §9, §10; ./clients.ts says how a row reads). Where the family has no such call
 * (wire-facts §13 "not found"), the row reads what our app reads, and says so.
 */
import { totp } from '@mocks/engine/core/crypto';
import { DEMO_PAY_PASSWORD } from '@mocks/fixtures/auth';
import { aMinuteLater, codeFor, send, TRON, type Row } from './clients';

const FRESH = 'family.client@example.com';
const [FRESH_PASSWORD, FRESH_NEW_PASSWORD] = ['secret12', 'secret34'];
const MOBILE = '13800138000';

export const accountRows: Row[] = [
  // --- common (§2) ---
  { call: 'POST /set/lang', params: { lang: 'en' }, reads: [':str'] },
  {
    call: 'GET /getSetting',
    as: 'none',
    params: { keyword: 'service_url' },
    reads: ['key:str', 'value:str'],
  },

  // --- sign-up and sign-in (§2): the uView client's fields, the ones the server ignores included ---
  {
    call: 'POST /sms_mail',
    as: 'none',
    params: {
      user_string: FRESH,
      type: 'register',
      scene: 'register',
      area_code_id: '',
      area_code: '',
      email_code: '',
    },
    reads: [':str'],
  },
  {
    call: 'POST /user/check_email',
    as: 'none',
    params: async () => ({
      user_string: FRESH,
      scene: 'register',
      email_code: await codeFor(FRESH),
      country_code: '',
    }),
    reads: [':str'],
  },
  {
    call: 'POST /user/register',
    as: 'none',
    params: async () => ({
      type: 'email',
      user_string: FRESH,
      password: FRESH_PASSWORD,
      re_password: FRESH_PASSWORD,
      code: await codeFor(FRESH),
      extension_code: '',
      area_code_id: '',
      area_code: '',
    }),
    reads: [':str'],
  },
  {
    call: 'POST /user/login',
    as: 'none',
    params: { user_string: FRESH, password: FRESH_PASSWORD },
    reads: [':str'],
    keep: (token, ctx) => (ctx.tokens.fresh = token),
  },
  {
    call: 'GET /user/info',
    reads: [
      'id:int',
      'account:str',
      'extension_code:str',
      'review_status:int',
      'micro_wallet.balance[].micro_balance:num',
      'micro_wallet.balance[].currency:int',
      'lever_wallet.balance[].lever_balance:num',
      'change_wallet.balance[].change_balance:num',
      'legal_wallet.balance:arr',
    ],
  },
  {
    call: 'GET /getLevelList',
    reads: ['[].level:int', '[].name:str', '[].withdraw_limit:num'],
    note: 'ours',
  },
  { call: 'POST /user/check', reads: [':str'], note: 'ours' },

  // --- identity (§9), as the fresh user ---
  {
    call: 'GET /real/state',
    as: 'fresh',
    reads: ['real_status:int', 'review_status:int', 'advanced_review_status:int', 'real_data:obj?'],
  },
  {
    call: 'POST /user/real',
    as: 'fresh',
    params: (ctx) => ({
      real_type: '1',
      name: 'Li Lei',
      card_id: 'E12345678',
      id_type: '1',
      nationality: 'CN',
      front_pic: ctx.kept.upload,
      reverse_pic: ctx.kept.upload,
      hand_pic: ctx.kept.upload,
    }),
    before: async (ctx) => {
      const { body } = await send('POST', '/upload', {}, ctx.tokens.fresh, true);
      ctx.kept.upload = body.message;
    },
    reads: [':str'],
  },

  // --- password reset (§9): a new code, then the new password signs in ---
  {
    call: 'POST /sms_mail',
    as: 'none',
    params: {
      user_string: FRESH,
      type: 'forget',
      scene: 'forget',
      area_code_id: '',
      area_code: '',
      email_code: '',
    },
    before: aMinuteLater,
    reads: [':str'],
  },
  {
    call: 'POST /user/forget',
    as: 'none',
    params: async () => ({
      account: FRESH,
      password: FRESH_NEW_PASSWORD,
      repassword: FRESH_NEW_PASSWORD,
      code: await codeFor(FRESH),
    }),
    reads: [':str'],
  },
  {
    call: 'POST /user/login',
    as: 'none',
    params: { user_string: FRESH, password: FRESH_NEW_PASSWORD },
    reads: [':str'],
    keep: (token, ctx) => (ctx.tokens.fresh = token),
  },
  {
    call: 'POST /safe/update_password',
    as: 'fresh',
    params: {
      login_password: FRESH_NEW_PASSWORD,
      password: '135790',
      re_password: '135790',
      code: '',
      type: 'pay',
    },
    reads: [':str'],
    note: 'the trade password: the uView fields and the spec’s login_password',
  },
  { call: 'POST /sms_send', as: 'fresh', params: { area_code: '86', mobile: MOBILE }, reads: [':str'] },
  {
    call: 'POST /safe/mobile',
    as: 'fresh',
    params: async () => ({ mobile: MOBILE, area_code: '86', code: await codeFor(`+86${MOBILE}`) }),
    reads: [':str'],
  },
  {
    call: 'GET /user/getAuthenticator',
    as: 'fresh',
    reads: ['secret:str', 'otpauth_url:str'],
    keep: (key, ctx) => (ctx.kept.secret = key.secret),
    note: 'ours',
  },
  {
    call: 'POST /user/bindAuthenticator',
    as: 'fresh',
    params: async (ctx) => ({ google_code: await totp(ctx.kept.secret, ctx.clock()) }),
    reads: [':str'],
    note: 'ours',
  },

  // --- the profile, addresses and the bank card (§9), as the demo user ---
  {
    call: 'GET /currency/list',
    as: 'none',
    reads: ['currency[].id:int', 'currency[].name:str', 'currency[].logo:str'],
  },
  {
    call: 'POST /user/wallet/save',
    params: {
      currency: '3',
      name: 'Family TRC20',
      address: TRON,
      qrcode: '',
      type: '1',
      password: DEMO_PAY_PASSWORD,
    },
    reads: [':str'],
  },
  {
    call: 'GET /user/wallet/list',
    params: { page: '1', limit: '99999999' },
    reads: ['data[].id:int', 'data[].currency:int', 'data[].address:str', 'data[].name:str', 'total:int'],
    keep: (page, ctx) => (ctx.kept.addressId = String(page.data[0].id)),
  },
  {
    call: 'POST /user/editUserAddress',
    params: (ctx) => ({
      id: ctx.kept.addressId,
      currency: '3',
      name: 'Main',
      address: TRON,
      password: DEMO_PAY_PASSWORD,
    }),
    reads: [':str'],
    note: 'ours',
  },
  {
    call: 'GET /user/delUserAddress',
    params: (ctx) => ({ id: ctx.kept.addressId }),
    reads: [':str'],
    note: 'ours',
  },
  { call: 'POST /upload', file: true, reads: [':str'], keep: (path, ctx) => (ctx.kept.upload = path) },
  {
    call: 'POST /user/uploadHeadPortrait',
    params: (ctx) => ({ head_portrait: ctx.kept.upload }),
    reads: [':any'],
  },
  { call: 'POST /user/editNickname', params: { nickname: 'Family' }, reads: [':any'] },
  {
    call: 'POST /user/cash_save',
    params: {
      real_name: 'Demo Trader',
      bank_account: '622202100112345678',
      bank_name: 'Demo Bank',
      bank_address: '1 Demo Street',
      bank_branch: 'Central',
      bank_code: 'DEMO-01',
      aba: '026009593',
      swift: 'DEMOUS33',
      post_code: '10001',
      payee_address: '2 Demo Avenue',
      payee_phone: '+12025550123',
    },
    reads: [':str'],
  },
  {
    call: 'POST /user/cash_info',
    reads: ['id:int', 'real_name:str', 'bank_account:str', 'bank_name:str', 'bank_branch:str', 'banks:arr'],
  },
  { call: 'POST /user/getShareInfo', reads: ['extension_code:str', 'invite_count:int'], note: 'ours' },
  { call: 'POST /user/getRebate', reads: ['extension_code:str', 'rebate:arr'], note: 'ours' },

  // --- content (§10) ---
  { call: 'GET /news/index_pop', as: 'none', reads: ['id:int', 'title:str', 'content:str'] },
  {
    call: 'POST /news/list',
    as: 'none',
    params: { c_id: '4', page: '1', limit: '15' },
    reads: ['list[].id:int', 'list[].title:str', 'list[].thumbnail:str', 'list[].cover:str', 'count:int'],
  },
  {
    call: 'POST /news/detail',
    as: 'none',
    params: { id: '4001' },
    reads: ['id:int', 'title:str', 'content:str'],
  },
  { call: 'GET /menu', as: 'none', reads: ['[].id:int', '[].name:str', '[].sort:int'] },
  {
    call: 'GET /currency/quotation_new',
    as: 'none',
    reads: [
      '[0].quotation[].id:int',
      '[0].quotation[].currency_id:int',
      '[0].quotation[].legal_id:int',
      '[0].quotation[].currency_name:str',
      '[0].quotation[].legal_name:str',
      '[0].quotation[].now_price:num',
      '[0].quotation[].change:str',
      '[0].quotation[].volume:num',
      '[0].quotation[].logo:str',
      '[0].quotation[].is_display:int',
      '[0].quotation[].open_microtrade:int',
    ],
  },
];
