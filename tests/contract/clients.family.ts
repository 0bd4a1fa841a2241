/**
 * The calls the family's built H5 client makes beyond the spec's (wire-facts §14), as it sends them and with what
 * it reads (./clients.ts says how a row reads). Station messages (`/faqs`, `/faqsq`, `/faqsqa`) have their own
 * test with their slice. The behaviours §14 lists are read in the other rows: `/currency/new_timeshar`'s
 * `data[499]`, `limit=99999999` on the record lists, the news rows' `cover` (./clients.money.ts,
 * ./clients.account.ts); their details in ./family.test.ts.
 */
import type { Row } from './clients';

const ARTICLE = ['id:int', 'c_id:int', 'title:str', 'content:str', 'lang:str', 'cover:str', 'thumbnail:str'];

export const FAMILY_CALLS = [
  'GET /getSiteConfig',
  'GET /faq',
  'GET /aboutus',
  'GET /contactus',
  'GET /paymentslist',
  'POST /user/cash_info_international',
  'GET /lh/deposit/config',
  'GET /getSetting',
];

export const familyRows: Row[] = [
  { call: 'GET /getSiteConfig', as: 'none', reads: ['site_name:str', 'site_logo:str', 'support_url:str'] },
  {
    call: 'GET /getSetting',
    as: 'none',
    params: { keyword: 'support_url' },
    reads: ['value:str'],
    note: 'support page',
  },
  { call: 'GET /faq', as: 'none', reads: ARTICLE },
  {
    call: 'GET /aboutus',
    as: 'none',
    params: { lang: 'kor' },
    reads: ARTICLE,
    note: 'no Korean text: English',
  },
  { call: 'GET /contactus', params: { lang: 'zh' }, reads: ARTICLE },
  {
    call: 'GET /paymentslist',
    reads: [
      'list[].id:int',
      'list[].currency_id:int',
      'list[].type:str',
      'list[].address:str',
      'list[].name:str',
      'list[].logo:str',
      'list[].status:int',
      'list[].sort:int',
    ],
  },
  {
    call: 'POST /user/cash_info_international',
    params: { lang: 'jp' },
    reads: ['forms[]:str', 'data[]:str'],
  },
  {
    call: 'GET /lh/deposit/config',
    params: { page: '1' },
    reads: [':arr'],
    note: 'none until the earn slice',
  },
  { call: 'GET /user/logout', as: 'fresh', reads: [':str'], note: 'last: it ends the session' },
];
