import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/ui/Button';
import { paths } from '@/lib/routes';

/** Signed-out visitors: a short welcome with log-in and sign-up buttons. */
export function SignInPrompt() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  return (
    <$Card aria-labelledby="home-signin">
      <$Title id="home-signin">{t('signIn.title')}</$Title>
      <$Body>{t('signIn.body')}</$Body>
      <$Actions>
        <Button onClick={() => void navigate(paths.login())}>{t('signIn.logIn')}</Button>
        <Button variant="secondary" onClick={() => void navigate(paths.register())}>
          {t('signIn.register')}
        </Button>
      </$Actions>
    </$Card>
  );
}

const $Card = styled.section`
  margin: ${({ theme }) => theme.space['2']} ${({ theme }) => theme.space['4']};
  padding: ${({ theme }) => theme.space['4']};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bgSurface};
`;

const $Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const $Body = styled.p`
  margin: ${({ theme }) => theme.space['1']} 0 ${({ theme }) => theme.space['3']};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const $Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space['2']};
`;
