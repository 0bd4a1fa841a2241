export { ContractTicket, type ContractTicketProps } from './ContractTicket';
