export { Radio, RadioGroup, type RadioProps, type RadioGroupProps, type RadioOption } from './Radio';
