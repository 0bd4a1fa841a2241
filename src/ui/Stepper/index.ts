export { Stepper, type StepperProps } from './Stepper';
export { stepBy, clampStep, canStep, type StepBounds } from './stepper';
