export { NumberText, PriceText, type NumberTextProps, type PriceTextProps } from './NumberText';
