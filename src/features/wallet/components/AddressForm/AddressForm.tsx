import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import * as z from 'zod/mini';
import type { AddressChain, AddressInput } from '@/api/wallet/payees';
import { builtPaths, paths } from '@/lib/routes';
import { formMessage, FormField, useZodForm } from '@/ui/Form';
import { Icon, TriangleAlert } from '@/ui/Icon';
import { SegmentedControl } from '@/ui/SegmentedControl';
import { SelectSheet } from '@/ui/SelectSheet';
import { TextField } from '@/ui/TextField';
import { problem, useRecheck } from '../../form';
import { addressProblem, REMARK_MAX, remarkProblem } from '../../payeeRules';
import { WalletForm } from '../WalletForm';

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

const CHAINS = ['TRC20', 'ERC20'] as const satisfies readonly AddressChain[];

/** The demo exchange's rules (`payeeRules`): a remark, an address of the chosen network, the pay password; trimmed. */
const addressSchema = z
  .object({
    currencyId: z.number(),
    chain: z.enum(CHAINS),
    remark: z.string().check(
      z.trim(),
      z.superRefine((remark, ctx) => {
        const key = remarkProblem(remark);
        if (key) problem(ctx, key, { max: REMARK_MAX });
      }),
    ),
    address: z.string().check(z.trim()),
    payPassword: z.string().check(z.minLength(1, formMessage('wallet:addWallet.error.payPassword'))),
  })
  .check(
    z.superRefine((v, ctx) => {
      const key = addressProblem(v.address, v.chain);
      if (key) problem(ctx, key, undefined, 'address');
    }),
  );

/** The withdraw-address form: coin, network, remark, address, pay password; checked before it is sent. */
export function AddressForm({ coins, initial, id, submitting, onSubmit }: AddressFormProps) {
  const { t } = useTranslation('wallet');
  const form = useZodForm(addressSchema, { defaultValues: { ...initial, payPassword: '' } });
  const recheck = useRecheck(form);

  return (
    <WalletForm onSubmit={form.handleSubmit((v) => onSubmit({ id, ...v }))}>
      <FormField control={form.control} name="currencyId" label={t('addWallet.coin')}>
        {(field) => (
          <SelectSheet
            {...field}
            value={String(field.value)}
            options={coins.map((c) => ({ value: String(c.id), label: c.name }))}
            onChange={(next) => field.onChange(Number(next))}
          />
        )}
      </FormField>
      <$Field>
        <$Label aria-hidden>{t('addWallet.chain')}</$Label>
        <FormField control={form.control} name="chain" label={t('addWallet.chain')}>
          {(field) => (
            <SegmentedControl<AddressChain>
              aria-label={field.label}
              options={CHAINS.map((c) => ({ value: c, label: c }))}
              value={field.value}
              onChange={(next) => {
                field.onChange(next);
                // the address must match the network
                recheck('address');
              }}
            />
          )}
        </FormField>
        <$Hint>
          <Icon icon={TriangleAlert} size="sm" />
          {t('addWallet.chainHint')}
        </$Hint>
      </$Field>
      <FormField control={form.control} name="remark" label={t('addWallet.remark')} register>
        {(field) => <TextField {...field} placeholder={t('addWallet.remarkPlaceholder')} maxLength={REMARK_MAX + 10} />}
      </FormField>
      <FormField control={form.control} name="address" label={t('addWallet.address')} register>
        {(field) => (
          <TextField
            {...field}
            placeholder={t('addWallet.addressPlaceholder')}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            translate="no"
          />
        )}
      </FormField>
      <FormField
        control={form.control}
        name="payPassword"
        label={t('addWallet.payPassword')}
        hint={
          builtPaths.has(paths.payPassword()) ? (
            <Link to={paths.payPassword()}>{t('addWallet.setPayPassword')}</Link>
          ) : undefined
        }
        register
      >
        {(field) => (
          <TextField {...field} type="password" placeholder={t('addWallet.payPasswordPlaceholder')} autoComplete="off" />
        )}
      </FormField>
      <WalletForm.Submit loading={submitting}>{t('addWallet.submit')}</WalletForm.Submit>
    </WalletForm>
  );
}

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
