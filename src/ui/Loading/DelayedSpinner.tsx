import { LOADING_DELAY_MS } from '@/lib/constants';
import { useDelayed } from '../_shared';
import { Spinner, type SpinnerProps } from './Spinner';

export interface DelayedSpinnerProps extends SpinnerProps {
  /** Show only while true (default true: mount it when loading starts). */
  active?: boolean;
  /** Defaults to LOADING_DELAY_MS (800 ms): quick loads never flash a spinner. */
  delay?: number;
}

/** A spinner that appears only once loading has lasted `delay` ms. */
export function DelayedSpinner({ active = true, delay = LOADING_DELAY_MS, ...rest }: DelayedSpinnerProps) {
  const shown = useDelayed(active, delay);
  return shown ? <Spinner {...rest} /> : null;
}
