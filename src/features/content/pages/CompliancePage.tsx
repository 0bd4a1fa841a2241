import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Page } from '@/ui/Page';

const SECTIONS = ['licence', 'kyc', 'aml', 'risk', 'privacy'] as const;

/** /pages/setting/operational_compliance: how the platform operates within the rules (the app's own text). */
export default function CompliancePage() {
  const { t } = useTranslation('content');
  return (
    <Page title={t('compliance.title')}>
      <$Body>
        <p>{t('compliance.intro')}</p>
        {SECTIONS.map((s) => (
          <section key={s} aria-labelledby={`compliance-${s}`}>
            <h2 id={`compliance-${s}`}>{t(`compliance.${s}.title`)}</h2>
            <p>{t(`compliance.${s}.text`)}</p>
          </section>
        ))}
      </$Body>
    </Page>
  );
}

const $Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space['4']};
  padding: ${({ theme }) => theme.space['4']};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: 1.6;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space['2']};
    color: ${({ theme }) => theme.color.textPrimary};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
  }
`;
