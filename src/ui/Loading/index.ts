export { Spinner, type SpinnerProps, type SpinnerSize } from './Spinner';
export { DelayedSpinner, type DelayedSpinnerProps } from './DelayedSpinner';
export { GlobalLoading, type GlobalLoadingProps } from './GlobalLoading';
