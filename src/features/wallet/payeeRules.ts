/**
 * The app's checks of a withdraw address and a bank card, the demo exchange's rules (decision 68, decision 8):
 * each returns the `fund` string key of the first problem, so the form shows it translated before any call.
 */
import type { AddressChain, BankCard } from '@/api/wallet/payees';
import { isBankCard, isWalletAddress } from '@/lib/validate';

export const REMARK_MAX = 30;
export const BANK_TEXT_MAX = 100;

type AddressProblem =
  | 'addWallet.error.address'
  | 'addWallet.error.masked'
  | 'addWallet.error.trc20'
  | 'addWallet.error.erc20';

export function addressProblem(address: string, chain: AddressChain): AddressProblem | null {
  const value = address.trim();
  if (!value) return 'addWallet.error.address';
  if (value.includes('*')) return 'addWallet.error.masked';
  if (!isWalletAddress(value, chain)) return chain === 'TRC20' ? 'addWallet.error.trc20' : 'addWallet.error.erc20';
  return null;
}

export function remarkProblem(remark: string): 'addWallet.error.remark' | 'addWallet.error.remarkLong' | null {
  const value = remark.trim();
  if (!value) return 'addWallet.error.remark';
  return Array.from(value).length > REMARK_MAX ? 'addWallet.error.remarkLong' : null;
}

type BankProblem =
  | 'bank.error.realName'
  | 'bank.error.account'
  | 'bank.error.bankName'
  | 'bank.error.bankAddress'
  | 'bank.error.bankCode'
  | 'bank.error.aba'
  | 'bank.error.swift'
  | 'bank.error.postCode'
  | 'bank.error.payeeAddress'
  | 'bank.error.payeePhone'
  | 'bank.error.tooLong';

interface FieldRule {
  required?: BankProblem;
  valid?: (value: string) => boolean;
  invalid?: BankProblem;
}

// Field order = the form's order; the patterns are the demo exchange's (mocks/engine/wallet/bankCard.ts).
const RULES: Record<keyof BankCard, FieldRule> = {
  realName: { required: 'bank.error.realName' },
  accountNumber: {
    required: 'bank.error.account',
    valid: (v) => isBankCard(v) && v.length <= 30,
    invalid: 'bank.error.account',
  },
  bankName: { required: 'bank.error.bankName' },
  bankAddress: { required: 'bank.error.bankAddress' },
  branch: {},
  bankCode: { valid: (v) => /^[A-Za-z0-9-]{1,20}$/.test(v), invalid: 'bank.error.bankCode' },
  aba: { required: 'bank.error.aba', valid: (v) => /^\d{9}$/.test(v), invalid: 'bank.error.aba' },
  swift: {
    required: 'bank.error.swift',
    valid: (v) => /^[A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?$/.test(v),
    invalid: 'bank.error.swift',
  },
  postCode: {
    required: 'bank.error.postCode',
    valid: (v) => /^[A-Za-z0-9][A-Za-z0-9 -]{1,10}$/.test(v),
    invalid: 'bank.error.postCode',
  },
  payeeAddress: { required: 'bank.error.payeeAddress' },
  payeePhone: {
    required: 'bank.error.payeePhone',
    valid: (v) => /^\+?\d[\d -]{5,19}$/.test(v),
    invalid: 'bank.error.payeePhone',
  },
};

export const BANK_FIELDS = Object.keys(RULES) as (keyof BankCard)[];

/** Every field's problem (absent = fine), values trimmed as the server trims them. */
export function bankCardProblems(card: BankCard): Partial<Record<keyof BankCard, BankProblem>> {
  const problems: Partial<Record<keyof BankCard, BankProblem>> = {};
  for (const field of BANK_FIELDS) {
    const rule = RULES[field];
    const value = card[field].trim();
    if (!value) {
      if (rule.required) problems[field] = rule.required;
    } else if (Array.from(value).length > BANK_TEXT_MAX) problems[field] = 'bank.error.tooLong';
    else if (rule.valid && !rule.valid(value)) problems[field] = rule.invalid;
  }
  return problems;
}

export const EMPTY_CARD: BankCard = Object.fromEntries(BANK_FIELDS.map((f) => [f, ''])) as unknown as BankCard;
