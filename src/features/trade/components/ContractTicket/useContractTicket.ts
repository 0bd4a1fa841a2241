import { useState } from 'react';
import type { Market } from '@/api/market';
import type { LeverDeal, LeverSide, LeverSubmit, OrderKind } from '@/api/schemas/trade';
import { Dec, toDec } from '@/lib/decimal';
import { contractQuote } from '../../calc';
import { contractProblems, hasProblem } from '../../rules';
import type { Stops } from '../../useContract';

/** The offered leverage to start with: 10× when offered, else the smallest. */
export function defaultLeverage(choices: readonly number[]): number {
  if (choices.includes(10)) return 10;
  return choices.length ? Math.min(...choices) : 1;
}

/** "2.00" → "2", "2.50" → "2.5": the lots field's stepper pads to its two decimals. */
export const trimZeros = (v: string) => (v.includes('.') ? v.replace(/\.?0+$/, '') : v);

export interface TicketInputs {
  market: Market;
  deal: LeverDeal;
  /** The price market orders go at (the live last price). */
  lastPrice: string;
  initialSide?: LeverSide;
  initialLeverage?: number;
}

/** The contract ticket's state, figures and checks (all maths in `trade/calc.ts`, checks in `trade/rules.ts`). */
export function useContractTicket({ market, deal, lastPrice, initialSide, initialLeverage }: TicketInputs) {
  const minLots = toDec(deal.lotLimits.min)?.gt(0) ? deal.lotLimits.min : market.min_lots;
  const maxLots = toDec(deal.lotLimits.max)?.gt(0) ? deal.lotLimits.max : market.max_lots;
  const [side, setSide] = useState<LeverSide>(initialSide ?? 'long');
  const [kind, setKind] = useState<OrderKind>('market');
  const [price, setPrice] = useState(lastPrice);
  const [lots, setLots] = useState(() => trimZeros(new Dec(toDec(minLots)?.gt(0) ? minLots : 1).toFixed()));
  const [leverage, setLeverage] = useState(() => initialLeverage ?? defaultLeverage(deal.leverages));
  const [takeProfit, setTakeProfit] = useState('');
  const [stopLoss, setStopLoss] = useState('');
  const [tried, setTried] = useState(false);

  const basePrice = kind === 'market' ? lastPrice : price;
  const quote = contractQuote({ side, kind, lots, price: basePrice, leverage, spec: market });
  const problems = contractProblems({
    side,
    kind,
    lots,
    minLots,
    maxLots,
    price,
    pricePrecision: market.price_precision,
    leverage,
    leverages: deal.leverages,
    required: quote.required,
    balance: deal.balance,
    entry: quote.entry,
    liquidation: quote.liquidation,
    takeProfit,
    stopLoss,
  });

  const order = (): { order: LeverSubmit; stops?: Stops } => ({
    order: {
      currencyId: market.currency_id,
      legalId: market.legal_id,
      side,
      kind,
      lots,
      leverage,
      ...(kind === 'limit' ? { price } : {}),
    },
    ...(takeProfit || stopLoss ? { stops: { takeProfit, stopLoss } } : {}),
  });

  return {
    side,
    setSide,
    kind,
    setKind,
    price,
    setPrice,
    lots,
    setLots: (v: string) => setLots(trimZeros(v)),
    leverage,
    setLeverage,
    takeProfit,
    setTakeProfit,
    stopLoss,
    setStopLoss,
    tried,
    setTried,
    minLots,
    maxLots,
    basePrice,
    quote,
    problems,
    blocked: hasProblem(problems),
    order,
  };
}

export type ContractTicketState = ReturnType<typeof useContractTicket>;
