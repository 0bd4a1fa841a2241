import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Market } from '@/api/market';
import type { LeverSide } from '@/api/schemas/trade';
import { CircleHelp } from '@/ui/Icon';
import { IconButton } from '@/ui/IconButton';
import { OrderTicket as Parts } from '@/ui/OrderTicket';
import type { ContractQuote } from '../../calc';
import type { TradeFormat } from '../../format';
import { LiquidationHelp } from './ContractTicket.Help';

export interface SummaryProps {
  market: Market;
  side: LeverSide;
  quote: ContractQuote;
  /** The lever balance (quote coin). */
  balance: string;
  format: TradeFormat;
}

/** The live figures under the ticket: available, spread-adjusted entry, quantity, margin, fee, est. liquidation. */
export function Summary({ market, side, quote, balance, format: f }: SummaryProps) {
  const { t } = useTranslation('trade');
  const [help, setHelp] = useState(false);
  const q = market.quote;
  return (
    <>
      <$Box>
        <Parts.Lines>
          <Parts.Line label={t('ticket.available')} value={`${f.money(balance)} ${q}`} />
          <Parts.Line label={t('ticket.entry')} value={`${f.price(quote.entry)} ${q}`} />
          <Parts.Line label={t('ticket.quantity')} value={`${f.quantity(quote.quantity)} ${market.base}`} />
          <Parts.Line label={t('ticket.margin')} value={`${f.money(quote.margin)} ${q}`} />
          <Parts.Line label={t('ticket.fee')} value={`${f.money(quote.fee)} ${q}`} />
          <Parts.Line
            strong
            label={
              <$WithHelp>
                {t('ticket.liquidation')}
                <$Help icon={CircleHelp} iconSize="sm" aria-label={t('help.open')} onClick={() => setHelp(true)} />
              </$WithHelp>
            }
            value={`${f.price(quote.liquidation)} ${q}`}
          />
        </Parts.Lines>
      </$Box>
      <LiquidationHelp open={help} onClose={() => setHelp(false)} market={market} side={side} quote={quote} format={f} />
    </>
  );
}

/*
 * The figures sit on a surface, as the position cards do: the liquidation price's warning colour is only
 * AA-legible (4.5:1) on the surface, not on the light theme's page background.
 */
const $Box = styled.div`
  padding: ${({ theme }) => theme.space['3']};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgSurface};
`;

const $WithHelp = styled.span`
  display: inline-flex;
  align-items: center;
`;

/* a 44 px target that does not stretch the line: the negative margin keeps the row's height */
const $Help = styled(IconButton)`
  margin: calc(-1 * ${({ theme }) => theme.space['3']}) 0;
`;
