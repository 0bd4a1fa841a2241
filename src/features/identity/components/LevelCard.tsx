import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { KycState } from '@/api/identity';
import { Button } from '@/ui/Button';
import { LevelStatus } from './LevelStatus';
import { $Heading, $Notice, $Section, $Text } from './parts';

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
  if (state === 'verified') body = <$Text>{t(`level${level}.verified`)}</$Text>;
  else if (state === 'review') body = <$Text role="status">{t('review.text')}</$Text>;
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
    <$Section aria-labelledby={id}>
      <$Heading id={id}>
        <span>{t(`level${level}.name`)}</span>
        <LevelStatus state={state} />
      </$Heading>
      <$Text>{t(`level${level}.description`)}</$Text>
      {body}
    </$Section>
  );
}
