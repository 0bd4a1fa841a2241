export { AddressForm, type AddressFormValues } from './AddressForm';
