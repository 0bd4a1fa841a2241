export { SecondsTicket, type SecondsTicketProps } from './SecondsTicket';
