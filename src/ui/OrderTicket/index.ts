export {
  OrderTicket,
  type OrderTicketProps,
  type SpotTicketProps,
  type ContractTicketProps,
  type SpotOrder,
  type ContractOrder,
} from './OrderTicket';
export * from './orderTicket.math';
