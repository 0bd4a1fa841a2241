import { atom } from 'jotai';
import type { ResetValues } from '@/features/auth';

export const emptyReset: ResetValues = { type: 'email', account: '', code: '', password: '', confirm: '' };

/** The reset-password draft (memory only): survives the area picker and server errors. */
export const resetDraftAtom = atom<ResetValues>(emptyReset);

export interface BindValues {
  mobile: string;
  email: string;
  code: string;
}
export const emptyBind: BindValues = { mobile: '', email: '', code: '' };

/** The phone / e-mail binding draft (memory only): survives the trip to the area-code picker. */
export const bindDraftAtom = atom<BindValues>(emptyBind);
