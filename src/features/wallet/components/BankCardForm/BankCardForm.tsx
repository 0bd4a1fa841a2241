import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { BankCard } from '@/api/wallet/payees';
import { Button } from '@/ui/Button';
import { TextField } from '@/ui/TextField';
import { BANK_TEXT_MAX, bankCardProblems, trimCard } from '../../payeeRules';

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

/** The bank-card form (spec §3, §5): every field checked as the server checks it, errors under each field. */
export function BankCardForm({ initial, submitting, onSubmit }: BankCardFormProps) {
  const { t } = useTranslation('wallet');
  const [card, setCard] = useState(initial);
  const [touched, setTouched] = useState(false);
  const problems = bankCardProblems(card);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (Object.keys(problems).length === 0) onSubmit(trimCard(card));
  };

  return (
    <$Form onSubmit={submit} noValidate>
      {SECTIONS.map((section) => (
        <$Section key={section.title}>
          <$Legend>{t(section.title)}</$Legend>
          {section.fields.map((field) => {
            const problem = problems[field];
            return (
              <TextField
                key={field}
                label={t(LABEL[field])}
                value={card[field]}
                onChange={(e) => setCard((c) => ({ ...c, [field]: e.target.value }))}
                error={touched && problem ? t(problem, { max: BANK_TEXT_MAX }) : undefined}
                hint={field === 'accountNumber' ? t('bank.accountHint') : undefined}
                {...INPUT[field]}
              />
            );
          })}
        </$Section>
      ))}
      <Button type="submit" size="lg" block loading={submitting}>
        {t('bank.submit')}
      </Button>
    </$Form>
  );
}

const $Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['4']};
  padding: ${({ theme }) => theme.space['4']};
`;

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
