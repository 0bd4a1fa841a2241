import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { KycState } from '@/api/identity';
import { Button } from '@/ui/Button';
import { LevelStatus } from './LevelStatus';
import { $Notice } from './parts';
import { Section, SectionHeading, SectionText } from './Section';

export interface LevelCardProps {
  level: 1 | 2;
  state: KycState;
  /** Why it was rejected (server text). */
  reason: string | null;
  /** The level's form (shown when not submitted, or after Redo). */
  form: (done: () => void) => ReactNode;
  /** Replaces the form when the level cannot be started yet. */
  blocked?: ReactNode;
}

/** One verification level: its state, the rejection reason with Redo, or its form. */
export function LevelCard({ level, state, reason, form, blocked }: LevelCardProps) {
  const { t } = useTranslation('identity');
  const [redo, setRedo] = useState(false);
  const id = `identity-level-${level}`;
  let body: ReactNode;
  if (state === 'verified') body = <SectionText>{t(`level${level}.verified`)}</SectionText>;
  else if (state === 'review') body = <SectionText role="status">{t('review.text')}</SectionText>;
  else if (blocked) body = blocked;
  else if (state === 'rejected' && !redo)
    body = (
      <>
        <$Notice role="alert">
          {t('rejected.reason', { reason: reason || t('rejected.noReason') })}
        </$Notice>
        <Button block onClick={() => setRedo(true)}>
          {t('rejected.redo')}
        </Button>
      </>
    );
  else body = form(() => setRedo(false));
  return (
    <Section aria-labelledby={id}>
      <$Heading id={id}>
        <span>{t(`level${level}.name`)}</span>
        <LevelStatus state={state} />
      </$Heading>
      <SectionText>{t(`level${level}.description`)}</SectionText>
      {body}
    </Section>
  );
}

/** The level's name, its state at the end. */
const $Heading = styled(SectionHeading)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space['2']};
`;
