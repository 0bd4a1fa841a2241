import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon, WifiOff } from '../Icon';

export interface StaleMarkProps {
  /** True while the realtime feed is disconnected: the numbers on screen may be old. */
  stale: boolean;
  /** Also show a quiet "Live" mark while connected (default false). */
  showLive?: boolean;
  className?: string;
}

/** "Not live: reconnecting…" next to realtime data while the socket is down (announced politely). */
export function StaleMark({ stale, showLive = false, className }: StaleMarkProps) {
  const { t } = useTranslation('ui');
  return (
    <$Wrap role="status" className={className}>
      {stale ? (
        <$Mark data-stale>
          <Icon icon={WifiOff} size="sm" />
          {t('stale.reconnecting')}
        </$Mark>
      ) : (
        showLive && (
          <$Mark>
            <$Dot aria-hidden="true" />
            {t('stale.live')}
          </$Mark>
        )
      )}
    </$Wrap>
  );
}

const $Wrap = styled.span`
  display: inline-flex;
`;

const $Mark = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space['1']};
  color: ${({ theme }) => theme.color.textTertiary};
  font-size: ${({ theme }) => theme.font.size.xs};
  &[data-stale] {
    color: ${({ theme }) => theme.color.warning};
  }
`;

const $Dot = styled.span`
  width: ${({ theme }) => theme.space['2']};
  height: ${({ theme }) => theme.space['2']};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.success};
`;
