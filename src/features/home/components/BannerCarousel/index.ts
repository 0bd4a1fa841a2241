export { BannerCarousel, bannerTarget, type BannerCarouselProps } from './BannerCarousel';
