import { useTranslation } from 'react-i18next';
import { expect, userEvent } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { paths } from '@/lib/routes';
import { RouteHarness } from '@/testing';
import { Pad } from '@/ui/_shared/stories';
import { FundsShortfall, IndicativeNote, SideLabel } from '.';

type Part = 'long' | 'short' | 'buy' | 'sell' | 'indicative' | 'shortfall';

/** The futures ticket's way to more margin: spot → futures, in USDT (the pair's quote, id 3). */
const TO_FUTURES = paths.transfer({ from: 'change', to: 'lever', currency: '3' });

/**
 * One of the parts the three tickets share, in the UI language, as a ticket puts it: a side's label, the
 * indicative note, or the shortfall (the ticket's "Insufficient balance", or a `message` of its own) with its
 * Transfer link (`transferTo`). Any other page it leads to is named by the harness's marker (`→ /path`).
 */
function TicketPart({ part, message, transferTo }: { part: Part; message?: string; transferTo: string }) {
  const { t } = useTranslation('trade');
  let shown;
  if (part === 'indicative') shown = <IndicativeNote />;
  else if (part === 'shortfall')
    shown = <FundsShortfall message={message ?? t('error.insufficient')} transferTo={transferTo} />;
  else shown = <SideLabel up={part === 'long' || part === 'buy'} text={t(`side.${part}`)} />;
  return (
    <RouteHarness path="/">
      <Pad>{shown}</Pad>
    </RouteHarness>
  );
}

const meta = preview.meta({
  title: 'Trade/TicketParts',
  component: TicketPart,
  args: { part: 'shortfall' as Part, transferTo: TO_FUTURES },
  argTypes: {
    part: { control: 'select', options: ['long', 'short', 'buy', 'sell', 'indicative', 'shortfall'] },
  },
});

/** A side's label: the arrow says the direction as well as the word (never colour alone). */
export const SideLong = meta.story({
  args: { part: 'long' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Long')).toBeVisible();
  },
});

export const SideShort = meta.story({ args: { part: 'short' } });

export const SideBuy = meta.story({ args: { part: 'buy' } });

export const SideSell = meta.story({ args: { part: 'sell' } });

/** The price feed is down: the ticket's figures are indicative, and the note is announced. */
export const Indicative = meta.story({
  args: { part: 'indicative' },
  play: async ({ canvas }) => {
    const note = canvas.getByText('Live prices are unavailable: the figures shown are indicative.');
    await expect(note).toBeVisible();
    await expect(note).toHaveAttribute('role', 'status');
  },
});

/** The balance does not cover the order: said (announced), with Transfer to the futures account beside it. */
export const FundsShortfallFutures = meta.story({
  args: { part: 'shortfall' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Insufficient balance')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Transfer' }));
    await expect(
      await canvas.findByText('→ /pages/fund/transfer?from=change&to=lever&currency=3'),
    ).toBeVisible();
  },
});

/** The spot ticket's shortfall: what is missing may sit in the futures account, so Transfer leads from there. */
export const FundsShortfallSpot = meta.story({
  args: { part: 'shortfall', transferTo: paths.transfer({ from: 'lever', to: 'change', currency: '1' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Transfer' })).toHaveAttribute(
      'href',
      '/pages/fund/transfer?from=lever&to=change&currency=1',
    );
  },
});

/** A long message (the server's own words) wraps, and Transfer moves under it instead of being squeezed. */
export const FundsShortfallLongText = meta.story({
  args: {
    part: 'shortfall',
    message:
      'Insufficient balance: the margin and the opening fee of this order come to more than the 20.00 USDT available in your futures account',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Transfer' })).toBeVisible();
  },
});
