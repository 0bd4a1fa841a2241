export { OtcAdCard, type OtcAdCardProps, type OtcAd } from './OtcAdCard';
export { MerchantHeader, type MerchantHeaderProps, type Merchant } from './MerchantHeader';
