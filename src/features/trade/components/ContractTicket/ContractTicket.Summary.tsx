import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Market } from '@/api/market';
import type { LeverSide } from '@/api/schemas/trade';
import { CircleHelp } from '@/ui/Icon';
import { IconButton } from '@/ui/IconButton';
import { NumberText } from '@/ui/NumberText';
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

/**
 * The live figures under the ticket: available, margin, fee, est. liquidation (the spread-adjusted entry and the
 * quantity are in the lots hint's terms and on the confirm sheet: the column beside the book is narrow).
 */
export function Summary({ market, side, quote, balance, format: f }: SummaryProps) {
  const { t } = useTranslation('trade');
  const [help, setHelp] = useState(false);
  const q = market.quote;
  return (
    <>
      <$Box>
        <Parts.Lines>
          {/* the quote coin's display places, on one line however large (compact from a million) */}
          <Parts.Line label={t('ticket.available')} value={<NumberText value={balance} kind="available" suffix={` ${q}`} />} />
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
  padding: ${({ theme }) => theme.space['2']};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgSurface};
`;

const $WithHelp = styled.span`
  display: inline-flex;
  align-items: center;
`;

/* a 44 px target that does not stretch the line: the negative margins keep the row's height */
const $Help = styled(IconButton)`
  margin: calc(-1 * ${({ theme }) => theme.space['3']}) calc(-1 * ${({ theme }) => theme.space['2']});
`;
