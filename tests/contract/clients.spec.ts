/**
 * The spec's 133 calls (its call list, `endpoints.tsv` beside the spec), one a line: `METHOD /path`, then the slice
 * that will bring it where the demo exchange does not answer it yet. ./clients.test.ts checks that every built call
 * has a row in ./clients.account.ts or ./clients.money.ts and that every other one answers a 404 envelope.
 */
const LIST = `
GET /getSetting
POST /set/lang
POST /sms_mail
POST /user/check_email
POST /user/register
POST /user/login
GET /user/logout
GET /getLevelList
POST /user/check
POST /user/demo_account
POST /user/change_account
POST /user/reset_account
GET /user/info
GET /real/state
POST /user/real
POST /user/forget
POST /safe/update_password
GET /currency/list
POST /user/wallet/save
GET /user/wallet/list
GET /user/delUserAddress
POST /user/editUserAddress
POST /user/uploadHeadPortrait
POST /user/editNickname
POST /user/cash_save
POST /user/cash_info
POST /sms_send
POST /safe/mobile
POST /user/getShareInfo
POST /user/getRebate
GET /user/getAuthenticator
POST /user/bindAuthenticator
POST /upload
GET /news/index_pop
POST /news/list
POST /news/detail
GET /currency/quotation_new
GET /menu
GET /wallet/getRateCurrency
POST /wallet/get_info
POST /wallet/get_in_address
POST /user/getAddress
POST /wallet/charge_req
GET /recharge/log
POST /wallet/list
POST /wallet/detail
POST /wallet/legal_log
POST /user/getTransferList
POST /user/getTransferFee
POST /user/Transfer
GET /currency/user_currency_list
POST /wallet/change
GET /wallet/hzhistory
POST /wallet/out
POST /user/onlineOut
GET /user/withdraw/list
GET /currency/new_timeshar
POST /optional/add
POST /optional/del
GET /optional/list
POST /lever/deal
POST /lever/submit
POST /lever/dealall
POST /lever/close
POST /lever/setstop
POST /lever/batch_close
POST /lever/my_trade
POST /lever/cancel
GET /microtrade/payable_currencies
GET /microtrade/lists
GET /microtrade/seconds
POST /microtrade/submit
POST /microtrade/cancelMicOrder
POST /coin/trade
GET /coin/list
PUT /coin/trade
GET /project ieo
GET /project/detail ieo
GET /user/project/order ieo
POST /project/order ieo
GET /lh/deposit/config
GET /lh/deposit/order lockming
POST /lh/deposit lockming
POST /lh/deposit/order/cancel lockming
GET /trader_info follow
GET /trader follow
GET /follow/myTrade follow
GET /follow/index follow
GET /follow/traderDetail follow
GET /follow/historyTrade follow
POST /follow/follow follow
POST /follow/cancel follow
POST /follow/selfHolding follow
POST /follow/setName follow
GET /dual/index invest
GET /dual/detail invest
POST /dual/buyDual invest
POST /dual/dual_list invest
GET /legal_deal_platform legal
GET /legal_deal_info legal
GET /legal_deal legal
GET /legal_user_deal legal
GET /my_seller legal
GET /seller_info legal
GET /seller_trade legal
GET /seller_legal_user_deal legal
GET /legal_send_deal_list legal
GET /seller/balance_log legal
POST /do_legal_deal legal
POST /user_legal_pay_cancel legal
POST /user_legal_pay legal
POST /ipay legal
POST /fpay legal
POST /legal_send legal
POST /down_send legal
GET /bind_box/getBoxList nft
GET /bind_box/getBoxDetail nft
GET /bind_box/getArtist nft
GET /bind_box/getArtistDetail nft
GET /bind_box/getNftCurrency nft
GET /bind_box/getCollection nft
POST /bind_box/collect nft
POST /bind_box/buyNFT nft
POST /bind_box/marginNFT nft
POST /bind_box/auctionNFT nft
POST /bind_box/getBindBoxQuotationLog nft
POST /bind_box/getMyNFTs nft
POST /bind_box/getMyBindBoxQuotationLog nft
POST /bind_box/openBlindBox nft
POST /bind_box/resellNFT nft
POST /bind_box/getNeedPayNFTOrder nft
POST /bind_box/readNFTOrderMessage nft
POST /bind_box/payNFTOrder nft
`;

export interface SpecCall {
  call: string;
  /** The slice that will answer it; undefined: the demo answers it now. */
  slice?: string;
}

export const SPEC_CALLS: SpecCall[] = LIST.trim()
  .split('\n')
  .map((line) => {
    const [method, path, slice] = line.trim().split(' ');
    return { call: `${method} ${path}`, slice };
  });
