import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CoinInfo } from '@/api/market';
import { ServerHtml } from '@/ui/ServerHtml';

/** Only http(s) links leave the app (a `javascript:` white paper URL is not a link). */
export function safeUrl(url: string): string | null {
  try {
    const u = new URL(url.trim());
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : null;
  } catch {
    return null;
  }
}

export interface CoinIntroProps {
  coin: CoinInfo;
  /** Show the website link too (the white-paper page). */
  showWebsite?: boolean;
  /** Heading level of the section titles. */
  headingLevel?: 2 | 3;
}

/** The coin's introduction (server HTML, sanitized) and its white paper / website links. */
export function CoinIntro({ coin, showWebsite = false, headingLevel = 3 }: CoinIntroProps) {
  const { t } = useTranslation('chart');
  const paper = safeUrl(coin.white_paper);
  const website = showWebsite ? safeUrl(coin.website) : null;
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <$Intro>
      <$Title as={H}>{t('info.introduction')}</$Title>
      <ServerHtml html={coin.introduction} size="sm" empty={<$Muted>{t('info.noIntroduction')}</$Muted>} />
      {(paper || website) && (
        <$Links>
          {paper && (
            <li>
              <a href={paper} target="_blank" rel="noopener noreferrer">
                {t('info.whitePaperLink')}
              </a>
            </li>
          )}
          {website && (
            <li>
              <a href={website} target="_blank" rel="noopener noreferrer">
                {t('info.websiteLink')}
              </a>
            </li>
          )}
        </$Links>
      )}
    </$Intro>
  );
}

const $Intro = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['2']};
`;

const $Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const $Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textTertiary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const $Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space['4']};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.size.touch};
    color: ${({ theme }) => theme.color.link};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;
