import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { AddressChain, AddressInput } from '@/api/wallet/payees';
import { builtPaths, paths } from '@/lib/routes';
import { Button } from '@/ui/Button';
import { Icon, TriangleAlert } from '@/ui/Icon';
import { SegmentedControl } from '@/ui/SegmentedControl';
import { SelectSheet } from '@/ui/SelectSheet';
import { TextField } from '@/ui/TextField';
import { addressProblem, REMARK_MAX, remarkProblem } from '../../payeeRules';

export interface AddressFormValues {
  currencyId: number;
  chain: AddressChain;
  remark: string;
  address: string;
}

export interface AddressFormProps {
  coins: readonly { id: number; name: string }[];
  initial: AddressFormValues;
  /** Present = editing that address. */
  id?: number;
  submitting: boolean;
  onSubmit: (input: AddressInput) => void;
}

const CHAINS: AddressChain[] = ['TRC20', 'ERC20'];

/** The withdraw-address form: coin, network, remark, address, pay password; checked before it is sent. */
export function AddressForm({ coins, initial, id, submitting, onSubmit }: AddressFormProps) {
  const { t } = useTranslation('wallet');
  const [values, setValues] = useState(initial);
  const [payPassword, setPayPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const set = <K extends keyof AddressFormValues>(key: K, value: AddressFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const remarkError = remarkProblem(values.remark);
  const addressError = addressProblem(values.address, values.chain);
  const passwordError = payPassword ? null : 'addWallet.error.payPassword';
  const show = (key: typeof remarkError | typeof addressError | typeof passwordError) =>
    touched && key ? t(key, { max: REMARK_MAX }) : undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (remarkError || addressError || passwordError) return;
    onSubmit({ id, ...values, remark: values.remark.trim(), address: values.address.trim(), payPassword });
  };

  return (
    <$Form onSubmit={submit} noValidate>
      <SelectSheet
        label={t('addWallet.coin')}
        value={String(values.currencyId)}
        options={coins.map((c) => ({ value: String(c.id), label: c.name }))}
        onChange={(next) => set('currencyId', Number(next))}
      />
      <$Field>
        <$Label aria-hidden>{t('addWallet.chain')}</$Label>
        <SegmentedControl
          aria-label={t('addWallet.chain')}
          options={CHAINS.map((c) => ({ value: c, label: c }))}
          value={values.chain}
          onChange={(next) => set('chain', next)}
        />
        <$Hint>
          <Icon icon={TriangleAlert} size="sm" />
          {t('addWallet.chainHint')}
        </$Hint>
      </$Field>
      <TextField
        label={t('addWallet.remark')}
        placeholder={t('addWallet.remarkPlaceholder')}
        value={values.remark}
        onChange={(e) => set('remark', e.target.value)}
        error={show(remarkError)}
        maxLength={REMARK_MAX + 10}
      />
      <TextField
        label={t('addWallet.address')}
        placeholder={t('addWallet.addressPlaceholder')}
        value={values.address}
        onChange={(e) => set('address', e.target.value)}
        error={show(addressError)}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        translate="no"
      />
      <TextField
        type="password"
        label={t('addWallet.payPassword')}
        placeholder={t('addWallet.payPasswordPlaceholder')}
        value={payPassword}
        onChange={(e) => setPayPassword(e.target.value)}
        error={show(passwordError)}
        autoComplete="off"
        hint={
          builtPaths.has(paths.payPassword()) ? (
            <Link to={paths.payPassword()}>{t('addWallet.setPayPassword')}</Link>
          ) : undefined
        }
      />
      <Button type="submit" size="lg" block loading={submitting}>
        {t('addWallet.submit')}
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

const $Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['1']};
`;

const $Label = styled.span`
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

// A warning in words: the icon carries the warning colour, the text the form's secondary one (a line of
// orange text under every address field would shout).
const $Hint = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space['1']};
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.xs};
  & > svg {
    flex: none;
    color: ${({ theme }) => theme.color.warning};
  }
`;
