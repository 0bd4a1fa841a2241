export { FundsShortfall, IndicativeNote, SideLabel } from './TicketParts';
