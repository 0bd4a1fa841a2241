import { useTranslation } from 'react-i18next';
import type { KycState } from '@/api/identity';
import { Tag, type TagTone } from '@/ui/Tag';

const TONES: Record<KycState, TagTone> = { none: 'neutral', review: 'warning', verified: 'success', rejected: 'danger' };

/** A level's state as a labelled tag (text carries the meaning, not the colour). */
export function LevelStatus({ state }: { state: KycState }) {
  const { t } = useTranslation('identity');
  return <Tag tone={TONES[state]}>{t(`state.${state}`)}</Tag>;
}
