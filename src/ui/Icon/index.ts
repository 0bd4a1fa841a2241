export { Icon, type IconProps, type IconSize } from './Icon';
export * from './icons';
