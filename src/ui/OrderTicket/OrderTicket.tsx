import { ConfirmSummary } from '../ConfirmSummary';
import {
  Field,
  FieldPair,
  LeverageWarning,
  PriceField,
  TicketError,
  TicketForm,
  TypeField,
} from './OrderTicketFields';

/**
 * The parts the trade tickets are built from (the spot, contract and seconds tickets and their sheets live in the
 * trade feature, with their maths): `OrderTicket.Form`, `.Type` (limit/market), `.Price`, `.Field`, `.FieldPair`,
 * `.Lines`/`.Line` (the same lines as `ConfirmSummary`), `.LeverageWarning`, `.Error`.
 */
export const OrderTicket = {
  Form: TicketForm,
  Type: TypeField,
  Price: PriceField,
  Field,
  FieldPair,
  Lines: ConfirmSummary.Lines,
  Line: ConfirmSummary.Line,
  LeverageWarning,
  Error: TicketError,
};
