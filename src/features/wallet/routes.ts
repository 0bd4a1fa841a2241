import { lazyPage } from '@/lib/lazyPage';
import { ROUTES, type PageRoute } from '@/lib/routes';

const TransferPage = lazyPage(() => import('./pages/TransferPage'));
const RecordsPage = lazyPage(() => import('./pages/RecordsPage'));

/** The fund pages (decision 64): transfer and fundTransfer are one form, the two records pages one list. */
export const routes: PageRoute[] = [
  { path: ROUTES.assets.path, page: lazyPage(() => import('./pages/AssetsPage')), auth: true },
  { path: ROUTES.transfer.path, page: TransferPage, auth: true },
  { path: ROUTES.fundTransfer.path, page: TransferPage, auth: true },
  { path: ROUTES.transferHistory.path, page: lazyPage(() => import('./pages/TransferHistoryPage')), auth: true },
  { path: ROUTES.assetsRecord.path, page: RecordsPage, auth: true },
  { path: ROUTES.assetsAllRecord.path, page: RecordsPage, auth: true },
  // where withdrawals go (decision 68): withdraw addresses and the bank card, pages of /pages/setting/*
  { path: ROUTES.wallet.path, page: lazyPage(() => import('./pages/WalletAddressesPage')), auth: true },
  { path: ROUTES.addWallet.path, page: lazyPage(() => import('./pages/AddWalletPage')), auth: true },
  { path: ROUTES.bank.path, page: lazyPage(() => import('./pages/BankCardPage')), auth: true },
  // deposits and withdrawals (decisions 81, 82): the coin picker leads to either by `?type=`
  { path: ROUTES.fundSelect.path, page: lazyPage(() => import('./pages/SelectPage')), auth: true },
  { path: ROUTES.receive.path, page: lazyPage(() => import('./pages/DepositPage')), auth: true },
  { path: ROUTES.withdraw.path, page: lazyPage(() => import('./pages/WithdrawPage')), auth: true },
  { path: ROUTES.receiveWithdrawRecord.path, page: lazyPage(() => import('./pages/FundRecordsPage')), auth: true },
  // quick coin purchase: the coin exchange (decision 64)
  { path: ROUTES.getUsdt.path, page: lazyPage(() => import('./pages/ExchangePage')), auth: true },
];
