import type { StoryContext } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, waitFor } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import type { AccountType } from '@/api/auth';
import { AccountPageHarness } from '@/testing/AccountPageHarness';
import { Button } from '@/ui/Button';
import { Form, useZodForm } from '@/ui/Form';
import { Stack } from '@/ui/_shared/stories';
import { useAccountSchema } from '../useAccountSchema';
import { resetSchema, type ResetValues } from '../validation';
import { AccountCodeFields, FormAccountTypeSwitch } from './AccountFormFields';

interface KitProps {
  /** The account type the form starts on. */
  type: AccountType;
  /** The account already typed in. */
  account: string;
  /** Default "Password". */
  passwordLabel?: string;
  onSubmit: (values: ResetValues) => void;
}

/**
 * The account kit as registration and the password reset put it together: E-mail | Phone above the form, then
 * the account, its code ("Send code" checks the account first) and the password twice, bound to a `useZodForm`
 * form under the reset rules; on the calling code of the UI language's market and a frozen send-code clock.
 */
function AccountKit({ type, account, passwordLabel, onSubmit }: KitProps) {
  const { t } = useTranslation('auth');
  const form = useZodForm(useAccountSchema(resetSchema), {
    defaultValues: { type, account, code: '', password: '', confirm: '' },
  });
  return (
    <AccountPageHarness path="/">
      <Stack>
        <FormAccountTypeSwitch form={form} />
        <Form noValidate onSubmit={form.handleSubmit((values) => onSubmit(values))}>
          <AccountCodeFields form={form} scene="register" passwordLabel={passwordLabel} />
          <Button type="submit" size="lg" block>
            {t('register.submit')}
          </Button>
        </Form>
      </Stack>
    </AccountPageHarness>
  );
}

const meta = preview.meta({
  title: 'Auth/AccountFormFields',
  component: AccountKit,
  args: { type: 'email' as const, account: '', onSubmit: fn() },
  argTypes: { type: { control: 'inline-radio', options: ['email', 'mobile'] } },
});

type Play = Pick<StoryContext, 'canvas' | 'userEvent'>;

async function fillCodeAndPasswords({ canvas, userEvent }: Play) {
  await userEvent.type(canvas.getByLabelText('Verification code'), '123456');
  await userEvent.type(canvas.getByLabelText('Password'), 'secret12');
  await userEvent.type(canvas.getByLabelText('Confirm password'), 'secret12');
}

/** The e-mail variant, empty; filled in well, the form hands over the values. */
export const Email = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Email' })).toBeChecked();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'trader@example.com');
    await fillCodeAndPasswords({ canvas, userEvent });
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        type: 'email',
        account: 'trader@example.com',
        code: '123456',
        password: 'secret12',
        confirm: 'secret12',
      }),
    );
  },
});

/** The phone variant: the calling code in front of the number. */
export const Mobile = meta.story({
  args: { type: 'mobile', account: '2025550123' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Phone' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toHaveValue('2025550123');
    await expect(canvas.getByRole('button', { name: 'Calling code: United States +1' })).toBeVisible();
  },
});

/** Switching to Phone swaps the field (the calling code appears). */
export const SwitchToPhone = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Phone' }));
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
  },
});

/** Sent with every field wrong: each says why, the first invalid one takes the focus, nothing is handed over. */
export const InvalidAfterSubmit = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'trader@');
    await userEvent.type(canvas.getByLabelText('Verification code'), '12');
    await userEvent.type(canvas.getByLabelText('Password'), 'abc');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'abd');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(await canvas.findByText('Please enter a valid email address')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveFocus();
    await expect(canvas.getByText('The verification code has 6 digits')).toBeVisible();
    await expect(canvas.getByText('The password must have at least 6 characters')).toBeVisible();
    await expect(canvas.getByText('The two passwords are inconsistent')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

/** A phone number that is not one of the chosen area's: the message names the area. */
export const InvalidMobile = meta.story({
  args: { type: 'mobile', account: '123' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(
      await canvas.findByText('Please enter a valid mobile number for United States', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
});

/**
 * "Send code" before any submit checks the account alone: its message shows there and it takes the focus; from
 * then on the account is checked as it changes, so the message goes once the address is valid.
 */
export const SendCodeChecksAccount = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByText('Please enter your email')).toBeVisible();
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveFocus();
    await expect(canvas.queryByText('Please enter the verification code')).not.toBeInTheDocument();
    await userEvent.type(email, 'trader@example.com');
    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid', 'true'));
    await expect(canvas.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
  },
});

/** A long address and a long password label, in the 40 %-longer pseudo-locale: nothing clipped. */
export const LongText = meta.story({
  globals: { locale: 'pseudo' },
  args: {
    account: 'a.very.long.address.for.a.trading.account@subdomain.example-exchange.com',
    passwordLabel: 'New password for signing in on every device',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByDisplayValue('a.very.long.address.for.a.trading.account@subdomain.example-exchange.com'),
    ).toBeVisible();
    await expect(canvas.getByText('New password for signing in on every device')).toBeVisible();
  },
});
