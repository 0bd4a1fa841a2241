import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { atom, createStore, Provider, type PrimitiveAtom } from 'jotai';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { renderUi, testI18n } from '../_shared/test-utils';
import { AmountInput } from '../AmountInput';
import { Button } from '../Button';
import { SelectSheet } from '../SelectSheet';
import { TextField } from '../TextField';
import { Form } from './Form';
import { FormField } from './FormField';
import { formMessage, readMessage } from './messages';
import { useFormDraft } from './useFormDraft';
import { useZodForm } from './useZodForm';

const required = formMessage('ui:form.required');
const schema = z.object({
  network: z.string().check(z.minLength(1, required)),
  address: z
    .string()
    .check(z.trim(), z.minLength(1, required), z.minLength(6, formMessage('ui:form.minLength', { min: 6 }))),
  amount: z.string().check(z.minLength(1, required)),
});
type Values = z.input<typeof schema>;
const empty: Values = { network: '', address: '', amount: '' };

/** A form as a feature writes one; `draft` keeps its values (a fresh atom unless a case shares one). */
function Withdraw({
  onValid,
  draft,
}: {
  onValid: (v: z.output<typeof schema>) => void;
  draft?: PrimitiveAtom<Values>;
}) {
  const [own] = useState(() => atom(empty));
  const form = useZodForm(schema, { defaultValues: empty });
  const { clear } = useFormDraft(form, draft ?? own);
  return (
    <Form noValidate onSubmit={form.handleSubmit(onValid)}>
      <FormField control={form.control} name="network" label="Network">
        {(field) => <SelectSheet {...field} options={[{ value: 'TRC20', label: 'TRC20' }]} />}
      </FormField>
      <FormField control={form.control} name="address" label="Address" register>
        {(field) => <TextField {...field} />}
      </FormField>
      <FormField control={form.control} name="amount" label="Amount" hint="Fee 1 USDT">
        {(field) => <AmountInput {...field} decimals={2} unit="USDT" />}
      </FormField>
      <Button variant="ghost" onClick={clear}>
        Start again
      </Button>
      {/* no double-tap guard: a case submits twice within half a second */}
      <Button type="submit" throttleMs={0}>
        Send
      </Button>
    </Form>
  );
}

afterEach(async () => {
  await act(() => testI18n.changeLanguage('en'));
});

describe('useZodForm + FormField', () => {
  it('shows nothing before the first submit, then focuses the first invalid field and links every message to its field', async () => {
    const onValid = vi.fn();
    renderUi(<Withdraw onValid={onValid} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Address' }), 'abc');
    expect(screen.getByRole('textbox', { name: 'Address' })).not.toHaveAttribute('aria-invalid');

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    // the select sheet's button comes first in the form
    const network = screen.getByRole('button', { name: /^Network/ });
    await waitFor(() => expect(network).toHaveFocus());
    expect(network).toHaveAttribute('aria-invalid', 'true');
    expect(network).toHaveAccessibleDescription('This field is required');
    const address = screen.getByRole('textbox', { name: 'Address' });
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveAccessibleDescription('Enter at least 6 characters');
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveAccessibleDescription(
      'Fee 1 USDT This field is required',
    );
    expect(onValid).not.toHaveBeenCalled();
  });

  it('focuses a registered text field when it is the first invalid one', async () => {
    renderUi(<Withdraw onValid={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: /^Network/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'TRC20' }));
    // the sheet has closed and given the focus back to its field
    await waitFor(() => expect(screen.getByRole('button', { name: /^Network/ })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Address' })).toHaveFocus());
  });

  it('clears a message as soon as the value is valid, and submits the schema output', async () => {
    const onValid = vi.fn();
    renderUi(<Withdraw onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
    await userEvent.type(amount, '12.5');
    await waitFor(() => expect(amount).not.toHaveAttribute('aria-invalid'));
    expect(amount).toHaveAccessibleDescription('Fee 1 USDT');

    await userEvent.click(screen.getByRole('button', { name: /^Network/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'TRC20' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Address' }), '  TXYZ1234  ');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]![0]).toEqual({ network: 'TRC20', address: 'TXYZ1234', amount: '12.5' });
  });

  it('translates the message in the current language, and again after a change', async () => {
    testI18n.addResourceBundle('xx', 'ui', {
      'form.required': 'Obligatoire',
      'form.minLength': 'Au moins {{min}} caractères',
    });
    renderUi(<Withdraw onValid={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const address = screen.getByRole('textbox', { name: 'Address' });
    await waitFor(() => expect(address).toHaveAccessibleDescription('This field is required'));
    await act(() => testI18n.changeLanguage('xx'));
    expect(address).toHaveAccessibleDescription('Obligatoire');
    await userEvent.type(address, 'abc');
    await waitFor(() => expect(address).toHaveAccessibleDescription('Au moins 6 caractères'));
  });

  it('keeps a draft in its atom: the values come back after the form is unmounted and mounted again, until cleared', async () => {
    const draft = atom<Values>(empty);
    const store = createStore();
    const view = (key: string) => (
      <Provider store={store} key={key}>
        <Withdraw onValid={() => {}} draft={draft} />
      </Provider>
    );
    const { unmount } = renderUi(view('a'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Address' }), 'TXYZ');
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '3');
    expect(store.get(draft)).toEqual({ network: '', address: 'TXYZ', amount: '3' });
    unmount();

    renderUi(view('b'));
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('TXYZ');
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('3');

    await userEvent.click(screen.getByRole('button', { name: 'Start again' }));
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('');
    expect(store.get(draft)).toEqual(empty);
  });
});

describe('formMessage', () => {
  it('packs a key with its values, and leaves a bare key (or a foreign message) as it is', () => {
    expect(readMessage(formMessage('ui:form.minLength', { min: 6 }))).toEqual({
      key: 'ui:form.minLength',
      values: { min: 6 },
    });
    expect(readMessage(formMessage('ui:form.required'))).toEqual({ key: 'ui:form.required' });
    expect(readMessage('{not json')).toEqual({ key: '{not json' });
  });
});
