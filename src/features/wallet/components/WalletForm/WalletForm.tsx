import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@/ui/Button';
import { Form } from '@/ui/Form';

export interface WalletSubmitProps {
  /** The button's text, saying what happens ("Confirm transfer"). */
  children: ReactNode;
  /** The request is in flight: the button spins and ignores taps. */
  loading: boolean;
  disabled?: boolean;
  /** A problem of the whole form (no field shows it: "Add a withdraw address first"), said above the button. */
  error?: ReactNode;
  /** A notice above the button (the last attempt's uncertain outcome). */
  notice?: ReactNode;
}

/** The foot of a wallet form: the form's own problem, a notice, then the full-width submit button. */
function WalletSubmit({ children, loading, disabled, error, notice }: WalletSubmitProps) {
  return (
    <>
      {error ? <WalletFormError>{error}</WalletFormError> : null}
      {notice}
      <Button type="submit" size="lg" block loading={loading} disabled={disabled}>
        {children}
      </Button>
    </>
  );
}

/** A message in the danger colour, announced: a problem that is not one field's (a field says its own). */
function WalletFormError({ children }: { children: ReactNode }) {
  return (
    <$Note role="alert" data-tone="danger">
      {children}
    </$Note>
  );
}

/** The form of a wallet page: `ui/Form`'s stack of fields with the page gutter, never the browser's checks. */
const WalletFormRoot = styled(Form).attrs({ noValidate: true })`
  padding: ${({ theme }) => theme.space['4']};
`;

/** Secondary text between the fields (the balance available, a rule); in the danger colour, a form's problem. */
const $Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
  &[data-tone='danger'] {
    color: ${({ theme }) => theme.color.danger};
  }
`;

/**
 * A wallet page's form (transfer, exchange, withdraw, deposit, address, bank card) around a `useZodForm` form:
 * `<WalletForm onSubmit={form.handleSubmit(onValid)}>`, the fields through `FormField`, then its parts:
 * `WalletForm.Note` (secondary text), `WalletForm.Error` (a problem of the whole form) and `WalletForm.Submit`
 * (the form's problem, a notice and the submit button). Computed figures: `Figures`.
 */
export const WalletForm = Object.assign(WalletFormRoot, {
  Note: $Note,
  Error: WalletFormError,
  Submit: WalletSubmit,
});
