import { useTranslation } from 'react-i18next';
import { expect } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { paths } from '@/lib/routes';
import { Row } from '@/ui/_shared/stories';
import { TextLink } from './TextLink';

/** Where it is used: a footer line of the auth forms, in the UI language. */
function Footer() {
  const { t } = useTranslation('auth');
  return (
    <>
      <span>{t('register.haveAccount')}</span>
      <TextLink to={paths.login()}>{t('register.toLogin')}</TextLink>
    </>
  );
}

const meta = preview.meta({
  title: 'Auth/TextLink',
  component: TextLink,
  args: { to: paths.register(), children: 'Sign up' },
  decorators: [(Story) => <Row>{Story()}</Row>],
});

export const Playground = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/pages/common/register');
  },
});

export const InFooter = meta.story({
  render: () => <Footer />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/pages/common/login');
  },
});
