import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { EXTRA_ACCOUNTS, WALLET_ACCOUNTS, type AssetAccount } from '@/api/wallet';

const KNOWN: readonly string[] = [...WALLET_ACCOUNTS, ...EXTRA_ACCOUNTS];
const isAssetAccount = (value: string): value is AssetAccount => KNOWN.includes(value);

/** The translated name of an account (`change` → "Spot"); an account the app does not know keeps its name. */
export function useAccountName() {
  const { t } = useTranslation('wallet');
  return useCallback(
    (account: string | undefined) => (!account ? '' : isAssetAccount(account) ? t(`account.${account}`) : account),
    [t],
  );
}
