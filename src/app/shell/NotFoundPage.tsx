import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { backHome } from '@/app/routing/navigation';
import { Button } from '@/ui/Button';
import { NavBar } from '@/ui/NavBar';

/** A real not-found page: says what happened and offers the way home. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <>
      <NavBar title={t('notFound.title')} />
      <$Body>
        <h2>{t('notFound.title')}</h2>
        <p>{t('notFound.body')}</p>
        <Button variant="primary" onClick={backHome}>
          {t('nav.backHome')}
        </Button>
      </$Body>
    </>
  );
}

const $Body = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space['4']};
  padding: ${({ theme }) => theme.space['10']} ${({ theme }) => theme.space['6']};
  text-align: center;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textSecondary};
  }
`;
