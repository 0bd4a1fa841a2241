import { expect } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { demoTraderSession, traderSession } from '../../testing/session';
import { DemoBanner } from '.';

/** The strip the shell shows above every screen while the session is on a demo account. */
const meta = preview.meta({
  title: 'Trade/DemoBanner',
  component: DemoBanner,
  parameters: { session: demoTraderSession },
});

export const Demo = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent(/Demo account/i);
  },
});

/** A real account: nothing. */
export const Real = meta.story({
  parameters: { session: traderSession },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('note')).toBeNull();
  },
});

export const Pseudo = meta.story({ globals: { locale: 'pseudo' } });
