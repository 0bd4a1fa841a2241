export { DepthBook, type DepthBookProps, type DepthLevel } from './DepthBook';
