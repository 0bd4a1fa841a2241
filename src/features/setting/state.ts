import { atom } from 'jotai';
import type { ResetValues } from '@/features/auth';

export const emptyReset: ResetValues = { type: 'email', account: '', code: '', password: '', confirm: '' };

/** The reset-password draft (memory only): survives the area picker and server errors. */
export const resetDraftAtom = atom<ResetValues>(emptyReset);
