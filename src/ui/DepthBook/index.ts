export { DepthBook, LiveDepthBook, type DepthBookProps, type DepthLevel, type LiveDepthBookProps } from './DepthBook';
