export { OrderTicket } from './OrderTicket';
export type { OrderType, PriceFieldProps } from './OrderTicketFields';
