export { Banner, SWIPE_THRESHOLD, type BannerProps, type BannerSlide } from './Banner';
