import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/ui/Button';
import { dismissUpdate, onUpdateChange, pendingUpdate } from './serviceWorker';

/**
 * "A new version is available" with Reload / Later, above the tab bar. Nothing reloads until the user
 * says so: a trader in the middle of an order finishes it first.
 */
export function UpdatePrompt() {
  const { t } = useTranslation('common');
  const apply = useSyncExternalStore(onUpdateChange, pendingUpdate, pendingUpdate);
  if (!apply) return null;
  return (
    <$Banner role="status" aria-live="polite">
      <$Text>{t('pwa.update.message')}</$Text>
      <Button size="sm" variant="ghost" onClick={dismissUpdate}>
        {t('pwa.update.later')}
      </Button>
      <Button size="sm" onClick={apply}>
        {t('pwa.update.reload')}
      </Button>
    </$Banner>
  );
}

const $Banner = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  bottom: calc(
    ${({ theme }) => theme.size.tabBar} + env(safe-area-inset-bottom) + ${({ theme }) => theme.space['2']}
  );
  z-index: ${({ theme }) => theme.z.toast};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space['2']};
  max-width: calc(${({ theme }) => theme.size.pageMax} - 2 * ${({ theme }) => theme.space['4']});
  margin: 0 auto;
  margin-inline: ${({ theme }) => theme.space['4']};
  padding: ${({ theme }) => theme.space['2']} ${({ theme }) => theme.space['3']};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.toastBg};
  color: ${({ theme }) => theme.color.toastText};
  font-size: ${({ theme }) => theme.font.size.sm};
  @media (min-width: ${({ theme }) => theme.size.pageMax}) {
    margin-inline: auto;
  }
`;

const $Text = styled.span`
  flex: 1 1 auto;
  min-width: 0;
`;
