export { OrderTicket, type OrderTicketProps } from './OrderTicket';
