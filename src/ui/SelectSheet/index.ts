export { SelectSheet, type SelectSheetProps, type SelectOption } from './SelectSheet';
