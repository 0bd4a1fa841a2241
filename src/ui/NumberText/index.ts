export {
  LivePriceText,
  LiveText,
  NumberText,
  PriceText,
  setText,
  type LivePriceTextProps,
  type LiveTextProps,
  type NumberTextProps,
  type PriceTextProps,
} from './NumberText';
