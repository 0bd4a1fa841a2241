import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { renderUi } from '../_shared/test-utils';
import { Button } from '../Button';
import { Form, formMessage, useZodForm } from '../Form';
import { FormPasswordFields } from './FormPasswordFields';

const schema = z
  .object({
    password: z.string().check(z.minLength(6, formMessage('ui:form.minLength', { min: 6 }))),
    confirm: z.string(),
  })
  .check(
    z.refine((v) => v.confirm === v.password, {
      path: ['confirm'],
      message: formMessage('ui:password.mismatch'),
    }),
  );

function NewPassword({ onValid }: { onValid: (v: z.output<typeof schema>) => void }) {
  const form = useZodForm(schema, { defaultValues: { password: '', confirm: '' } });
  return (
    <Form noValidate onSubmit={form.handleSubmit(onValid)}>
      <FormPasswordFields control={form.control} name="password" confirmName="confirm" />
      <Button type="submit" throttleMs={0}>
        Save
      </Button>
    </Form>
  );
}

describe('FormPasswordFields', () => {
  it("shows the schema's messages after a submit and focuses the first invalid of the two", async () => {
    const onValid = vi.fn();
    renderUi(<NewPassword onValid={onValid} />);
    const password = screen.getByLabelText('Password', { selector: 'input' });
    const confirm = screen.getByLabelText('Confirm password', { selector: 'input' });
    await userEvent.type(password, 'secret1');
    await userEvent.type(confirm, 'secret2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(confirm).toHaveFocus());
    expect(confirm).toHaveAccessibleDescription('The passwords do not match');
    expect(password).not.toHaveAttribute('aria-invalid');

    await userEvent.clear(password);
    await userEvent.type(password, 'abc');
    await waitFor(() => expect(password).toHaveAccessibleDescription('Enter at least 6 characters'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(password).toHaveFocus());
    expect(onValid).not.toHaveBeenCalled();
  });

  it('sends both once they are valid and match', async () => {
    const onValid = vi.fn();
    renderUi(<NewPassword onValid={onValid} />);
    await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), 'secret1');
    await userEvent.type(screen.getByLabelText('Confirm password', { selector: 'input' }), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]![0]).toEqual({ password: 'secret1', confirm: 'secret1' });
  });
});
