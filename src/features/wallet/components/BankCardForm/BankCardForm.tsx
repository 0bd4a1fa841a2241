import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import * as z from 'zod/mini';
import type { BankCard } from '@/api/wallet/payees';
import { FormField, useZodForm } from '@/ui/Form';
import { TextField } from '@/ui/TextField';
import { problem } from '../../form';
import { BANK_FIELDS, BANK_TEXT_MAX, bankCardProblems } from '../../payeeRules';
import { WalletForm } from '../WalletForm';

export interface BankCardFormProps {
  initial: BankCard;
  submitting: boolean;
  onSubmit: (card: BankCard) => void;
}

type Field = keyof BankCard;

/** Label key and input hints per field, in the form's order, grouped as the spec lists them. */
const SECTIONS: { title: 'bank.section.holder' | 'bank.section.bank' | 'bank.section.payee'; fields: Field[] }[] = [
  { title: 'bank.section.holder', fields: ['realName', 'accountNumber'] },
  { title: 'bank.section.bank', fields: ['bankName', 'bankAddress', 'branch', 'bankCode', 'aba', 'swift'] },
  { title: 'bank.section.payee', fields: ['postCode', 'payeeAddress', 'payeePhone'] },
];

const LABEL = {
  realName: 'bank.realName',
  accountNumber: 'bank.accountNumber',
  bankName: 'bank.bankName',
  bankAddress: 'bank.bankAddress',
  branch: 'bank.branch',
  bankCode: 'bank.bankCode',
  aba: 'bank.aba',
  swift: 'bank.swift',
  postCode: 'bank.postCode',
  payeeAddress: 'bank.payeeAddress',
  payeePhone: 'bank.payeePhone',
} as const satisfies Record<Field, string>;

const INPUT: Partial<Record<Field, { inputMode?: 'numeric' | 'tel'; autoComplete?: string }>> = {
  realName: { autoComplete: 'name' },
  accountNumber: { inputMode: 'numeric', autoComplete: 'off' },
  aba: { inputMode: 'numeric' },
  postCode: { autoComplete: 'postal-code' },
  payeePhone: { inputMode: 'tel', autoComplete: 'tel' },
};

/** Every field trimmed (as the server trims it), then checked as the server checks it (`payeeRules`). */
const bankCardSchema = z
  .object(Object.fromEntries(BANK_FIELDS.map((f) => [f, z.string().check(z.trim())])) as Record<Field, z.ZodMiniString>)
  .check(
    z.superRefine((card, ctx) => {
      for (const [field, key] of Object.entries(bankCardProblems(card)))
        problem(ctx, key, { max: BANK_TEXT_MAX }, field);
    }),
  );

/** The bank-card form (spec §3, §5): every field checked as the server checks it, errors under each field. */
export function BankCardForm({ initial, submitting, onSubmit }: BankCardFormProps) {
  const { t } = useTranslation('wallet');
  const form = useZodForm(bankCardSchema, { defaultValues: initial });

  return (
    <WalletForm onSubmit={form.handleSubmit((card) => onSubmit(card))}>
      {SECTIONS.map((section) => (
        <$Section key={section.title}>
          <$Legend>{t(section.title)}</$Legend>
          {section.fields.map((name) => (
            <FormField
              key={name}
              control={form.control}
              name={name}
              label={t(LABEL[name])}
              hint={name === 'accountNumber' ? t('bank.accountHint') : undefined}
              register
            >
              {(field) => <TextField {...field} {...INPUT[name]} />}
            </FormField>
          ))}
        </$Section>
      ))}
      <WalletForm.Submit loading={submitting}>{t('bank.submit')}</WalletForm.Submit>
    </WalletForm>
  );
}

const $Section = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['3']};
  margin: 0;
  padding: 0;
  border: 0;
`;

const $Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space['2']};
  padding: 0;
  color: ${({ theme }) => theme.color.textPrimary};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;
