export { Stepper, type StepperProps } from './Stepper';
export type { StepBounds } from './stepper';
