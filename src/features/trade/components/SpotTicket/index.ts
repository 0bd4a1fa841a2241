export { SpotTicket, type SpotTicketProps } from './SpotTicket';
