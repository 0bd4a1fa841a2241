import { useMemo } from 'react';
import * as z from 'zod/mini';
import type { Market } from '@/api/market';
import type { LeverDeal, LeverSide, LeverSubmit } from '@/api/schemas/trade';
import { Dec, toDec } from '@/lib/decimal';
import { useZodForm } from '@/ui/Form';
import { contractQuote, isHighLeverage } from '../../calc';
import { contractProblems, type TpSlProblem } from '../../rules';
import { FUNDS, ticketChecks, useRecheckAfterSubmit, type TicketIssue } from '../../ticketForm';
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

type Context = Pick<TicketInputs, 'market' | 'deal' | 'lastPrice'>;

const valuesSchema = z.object({
  side: z.enum(['long', 'short']),
  kind: z.enum(['market', 'limit']),
  price: z.string(),
  lots: z.string(),
  leverage: z.number(),
  takeProfit: z.string(),
  stopLoss: z.string(),
});
export type ContractValues = z.output<typeof valuesSchema>;

/** The lot limits of the deal, else the pair's. */
function lotLimits({ market, deal }: Pick<Context, 'market' | 'deal'>) {
  return {
    minLots: toDec(deal.lotLimits.min)?.gt(0) ? deal.lotLimits.min : market.min_lots,
    maxLots: toDec(deal.lotLimits.max)?.gt(0) ? deal.lotLimits.max : market.max_lots,
  };
}

/** The ticket's figures and problems for its values (all maths in `trade/calc.ts`, checks in `trade/rules.ts`). */
export function contractFigures(v: ContractValues, context: Context) {
  const { market, deal, lastPrice } = context;
  const { minLots, maxLots } = lotLimits(context);
  const basePrice = v.kind === 'market' ? lastPrice : v.price;
  const quote = contractQuote({ side: v.side, kind: v.kind, lots: v.lots, price: basePrice, leverage: v.leverage, spec: market });
  const problems = contractProblems({
    side: v.side,
    kind: v.kind,
    lots: v.lots,
    minLots,
    maxLots,
    price: v.price,
    pricePrecision: market.price_precision,
    leverage: v.leverage,
    leverages: deal.leverages,
    required: quote.required,
    balance: deal.balance,
    entry: quote.entry,
    liquidation: quote.liquidation,
    takeProfit: v.takeProfit,
    stopLoss: v.stopLoss,
  });
  return { minLots, maxLots, basePrice, quote, problems };
}

/** Each problem on its field, in the words of `trade:error.*`. */
function contractIssues(v: ContractValues, context: Context): (TicketIssue | null)[] {
  const { problems: p, minLots, maxLots } = contractFigures(v, context);
  const decimals = context.market.price_precision;
  const stop = (field: 'takeProfit' | 'stopLoss', problem: TpSlProblem | null): TicketIssue | null => {
    if (!problem) return null;
    if (problem === 'tpSide' || problem === 'slSide') return { field, key: `error.${problem}.${v.side}` };
    return { field, key: `error.${problem}`, values: { decimals } };
  };
  return [
    p.price && { field: 'price', key: `error.${p.price}`, values: { decimals } },
    p.lots && { field: 'lots', key: `error.${p.lots}`, values: { min: minLots, max: maxLots } },
    p.leverage && { field: 'leverage', key: `error.${p.leverage}`, values: { max: Math.max(...context.deal.leverages) } },
    stop('takeProfit', p.takeProfit),
    stop('stopLoss', p.stopLoss),
    p.funds && { field: FUNDS, key: `error.${p.funds}` },
  ];
}

/**
 * The contract ticket's form (react-hook-form + zod: the checks of `rules.ts` on their fields) and its live figures.
 *
 * No draft (`useFormDraft`): the ticket's inputs belong to one pair at one live price (the section mounts it anew
 * per pair and side), so a draft kept across leaving the page would bring back a limit price or lots on another
 * pair. The figures read the form's own values (`watch`): no atom holds a copy of them.
 */
export function useContractTicket({ market, deal, lastPrice, initialSide, initialLeverage }: TicketInputs) {
  const schema = useMemo(
    () => valuesSchema.check(ticketChecks<ContractValues>((v) => contractIssues(v, { market, deal, lastPrice }))),
    [market, deal, lastPrice],
  );
  const { minLots } = lotLimits({ market, deal });
  const form = useZodForm(schema, {
    defaultValues: {
      side: initialSide ?? 'long',
      kind: 'market',
      price: lastPrice,
      lots: trimZeros(new Dec(toDec(minLots)?.gt(0) ? minLots : 1).toFixed()),
      leverage: initialLeverage ?? defaultLeverage(deal.leverages),
      takeProfit: '',
      stopLoss: '',
    },
  });
  useRecheckAfterSubmit(form, schema);
  const values = form.watch();
  const figures = contractFigures(values, { market, deal, lastPrice });

  /** What `/lever/submit` (and `/lever/setstop` after it) is sent for the values now. */
  const order = (v: ContractValues = form.getValues()): { order: LeverSubmit; stops?: Stops } => ({
    order: {
      currencyId: market.currency_id,
      legalId: market.legal_id,
      side: v.side,
      kind: v.kind,
      lots: v.lots,
      leverage: v.leverage,
      ...(v.kind === 'limit' ? { price: v.price } : {}),
    },
    ...(v.takeProfit || v.stopLoss ? { stops: { takeProfit: v.takeProfit, stopLoss: v.stopLoss } } : {}),
  });

  return { form, values, ...figures, high: isHighLeverage(values.leverage), order };
}
