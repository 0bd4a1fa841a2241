export { OrderTicket, type OrderTicketProps } from './OrderTicket';
export { SpotTicket, type SpotTicketProps, type SpotOrder } from './SpotTicket';
export { ContractTicket, type ContractTicketProps, type ContractOrder } from './ContractTicket';
export type { TicketCommonProps } from './OrderTicketFields';
