export { AddressCard } from './AddressCard';
