import { useTranslation } from 'react-i18next';
import { expect, fn } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { paths } from '@/lib/routes';
import { Button } from '@/ui/Button';
import { LanguageButton } from '@/features/language';
import { AccountField } from './AccountField';
import { AuthScreen } from './AuthScreen';
import { Form } from '@/ui/Form';
import { TextLink } from './TextLink';

/** The login page's frame and contents, in the UI language (title and heading unless the story sets them). */
function LoginFrame({ title, heading, onBack }: { title?: string; heading?: string; onBack?: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <AuthScreen
      title={title ?? t('login.title')}
      heading={heading ?? t('login.heading')}
      onBack={onBack}
      right={<LanguageButton />}
      footer={
        <>
          <span>{t('login.noAccount')}</span>
          <TextLink to={paths.register()}>{t('login.toRegister')}</TextLink>
        </>
      }
    >
      <Form noValidate onSubmit={(e) => e.preventDefault()}>
        <AccountField id="story-login-account" type="email" value="demo@example.com" onChange={() => {}} />
        <Button type="submit" size="lg" block>
          {t('login.submit')}
        </Button>
      </Form>
    </AuthScreen>
  );
}

const meta = preview.meta({
  title: 'Auth/AuthScreen',
  component: AuthScreen,
  args: { title: undefined, heading: undefined, onBack: fn(), children: null },
  render: ({ title, heading, onBack }) => <LoginFrame title={title} heading={heading} onBack={onBack} />,
});

export const Playground = meta.story({
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
});

/** A heading that needs several lines wraps instead of running off the phone. */
export const LongHeading = meta.story({
  args: { heading: 'Welcome back to the demo exchange — your account, your assets, your positions' },
});

export const NoHeading = meta.story({ args: { heading: '' } });
