import { useTranslation } from 'react-i18next';
import { expect } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { memberSession } from '@/testing/member';
import { signedIn } from '@/testing/memberStory';
import { LevelCard } from './LevelCard';
import { Level2Form } from './Level2Form';
import { $Notice } from './parts';

/** What the verification page puts in place of level 2's form while level 1 is not approved. */
function NeedsLevel1() {
  const { t } = useTranslation('identity');
  return <$Notice role="note">{t('level2.needsLevel1')}</$Notice>;
}

const meta = preview.meta({
  title: 'Identity/LevelCard',
  component: LevelCard,
  args: { level: 2 as const, state: 'none' as const, reason: null, form: (done: () => void) => <Level2Form onDone={done} /> },
  argTypes: {
    level: { control: 'inline-radio', options: [1, 2] },
    state: { control: 'inline-radio', options: ['none', 'review', 'verified', 'rejected'] },
  },
  parameters: { session: memberSession },
  beforeEach: signedIn(),
});

/** Not submitted: the level's form. */
export const Playground = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: /Level 2 · Advanced/ })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Advanced verification' })).toBeVisible();
  },
});

export const Blocked = meta.story({ args: { blocked: <NeedsLevel1 /> } });

export const UnderReview = meta.story({
  args: { level: 1, state: 'review' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Your documents are under review\./)).toHaveAttribute('role', 'status');
  },
});

/** Refused by the review with its reason (server text); Redo opens the form again. */
export const Rejected = meta.story({
  args: { state: 'rejected', reason: 'The photo of the document is blurred. Please take it again in good light.' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Rejected: The photo of the document is blurred.');
    await userEvent.click(canvas.getByRole('button', { name: 'Redo verification' }));
    await expect(await canvas.findByRole('form', { name: 'Advanced verification' })).toBeVisible();
  },
});
