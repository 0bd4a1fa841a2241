import { ContractTicket, type ContractTicketProps } from './ContractTicket';
import { Field, FieldPair, LeverageWarning, Line, Lines, PercentField, PriceField, TicketError, TicketForm, TypeField } from './OrderTicketFields';
import { SpotTicket, type SpotTicketProps } from './SpotTicket';

export type OrderTicketProps = (SpotTicketProps & { kind: 'spot' }) | (ContractTicketProps & { kind: 'contract' });

/**
 * One entry for both tickets, picked by `kind`: `<OrderTicket kind="spot" …/>` is `<SpotTicket …/>`,
 * `kind="contract"` is `<ContractTicket …/>`. The shared parts hang off it (`OrderTicket.Price`,
 * `OrderTicket.Percent`, `OrderTicket.Field`…) for tickets built from the same pieces.
 */
function OrderTicketRoot(props: OrderTicketProps) {
  return props.kind === 'spot' ? <SpotTicket {...props} /> : <ContractTicket {...props} />;
}

export const OrderTicket = Object.assign(OrderTicketRoot, {
  Form: TicketForm,
  Type: TypeField,
  Price: PriceField,
  Percent: PercentField,
  Field,
  FieldPair,
  Lines,
  Line,
  LeverageWarning,
  Error: TicketError,
});
