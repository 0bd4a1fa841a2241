import type { Engine } from '@mocks/engine';
import type { BankCard } from '@/api/wallet/payees';
import { DEMO_PAY_PASSWORD } from '@mocks/fixtures/auth';
import { FUND_TOKEN } from './session';

export const TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
export const ETH_ADDRESS = '0xdAC17F958D2ee523a2206206994597C13D831ec7';

/** Saves withdraw addresses for the fund session through the engine's own call (pay password and all). */
export async function saveAddresses(engine: Engine, rows: { name: string; address: string; currency?: string }[]) {
  for (const row of rows)
    await engine.wallet.saveAddress(FUND_TOKEN, {
      currency: row.currency ?? '3',
      name: row.name,
      address: row.address,
      password: DEMO_PAY_PASSWORD,
    });
}

/** A complete, valid bank card for the fund session. */
export function saveCard(engine: Engine) {
  engine.wallet.cashSave(FUND_TOKEN, {
    real_name: 'Alex Morgan',
    bank_account: '6222021234567890123',
    bank_name: 'First Demo Bank',
    bank_address: '1 Main Street, Springfield',
    bank_branch: 'Downtown',
    aba: '021000021',
    swift: 'DEUTDEFF',
    post_code: '10001',
    payee_address: '22 Elm Road, Springfield',
    payee_phone: '+1 555 0100',
  });
}

/** The card `saveCard` saves, as the app reads it (every field valid). */
export const DEMO_CARD: BankCard = {
  realName: 'Alex Morgan',
  accountNumber: '6222021234567890123',
  bankName: 'First Demo Bank',
  bankAddress: '1 Main Street, Springfield',
  branch: 'Downtown',
  bankCode: '',
  aba: '021000021',
  swift: 'DEUTDEFF',
  postCode: '10001',
  payeeAddress: '22 Elm Road, Springfield',
  payeePhone: '+1 555 0100',
};
