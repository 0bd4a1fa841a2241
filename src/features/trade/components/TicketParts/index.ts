export { IndicativeNote, SideLabel } from './TicketParts';
