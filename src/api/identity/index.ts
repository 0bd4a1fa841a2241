/**
 * Identity verification (spec §5 "Identity verification", wire-facts §9). Calls, query keys
 * (`['identity', call, params]`) and `queryOptions`; no React.
 *
 *   getRealState(): RealState            GET  /real/state     both levels' state, the rejection reasons
 *   submitReal(RealSubmission): string   POST /user/real      a level's fields; resolves the server's text
 *   getLevelList (./user.ts)             GET  /getLevelList   the limits of each level
 *
 * States: `none` (not submitted), `review`, `verified`, `rejected` (redo; the reason is shown). The family's
 * `review_status` knows 0–2; 3 = rejected is the demo exchange's (decision 55), also read from `status`.
 */
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '../client';
import { optText } from '../schemas/primitives';
import { getLevelList } from '../auth';


export type KycState = 'none' | 'review' | 'verified' | 'rejected';

/** Document types of level 1, in `id_type` order (0 ID card … 4 other). */
export const ID_TYPES = ['idCard', 'passport', 'drivingLicence', 'residencePermit', 'other'] as const;
export type IdType = (typeof ID_TYPES)[number];

export interface RealState {
  level1: KycState;
  level2: KycState;
  /** Rejection reasons, in the user's language. */
  reason1: string | null;
  reason2: string | null;
  /** Name and document of an approved or pending level 1. */
  name: string | null;
  cardId: string | null;
  /** False when the account has neither a phone nor an e-mail bound (the demo's extra; true when absent). */
  contactBound: boolean;
}

const isOn = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';
const stateOf = (v: unknown): KycState => (['none', 'review', 'verified', 'rejected'] as const)[Number(v)] ?? 'none';

export const realStateSchema = z.pipe(
  z.looseObject({
    real_status: z.optional(z.unknown()),
    review_status: z.optional(z.unknown()),
    advanced_review_status: z.optional(z.unknown()),
    reject_reason: z.optional(optText),
    advanced_reject_reason: z.optional(optText),
    contact_bound: z.optional(z.unknown()),
    real_data: z.nullish(z.looseObject({ name: z.optional(optText), card_id: z.optional(optText) })),
  }),
  z.transform((w): RealState => {
    // a platform that sends only `real_status` (0/1/2) still reads as verified levels
    const real = Number(w.real_status ?? 0);
    const level1 = w.review_status === undefined ? (real >= 1 ? 'verified' : 'none') : stateOf(w.review_status);
    const level2 =
      w.advanced_review_status === undefined ? (real >= 2 ? 'verified' : 'none') : stateOf(w.advanced_review_status);
    return {
      level1,
      level2,
      reason1: w.reject_reason ?? null,
      reason2: w.advanced_reject_reason ?? null,
      name: w.real_data?.name ?? null,
      cardId: w.real_data?.card_id ?? null,
      contactBound: w.contact_bound === undefined || w.contact_bound === null ? true : isOn(w.contact_bound),
    };
  }),
);

export function getRealState(): Promise<RealState> {
  return request('real/state', { method: 'GET', schema: realStateSchema });
}

export interface Level1Submission {
  level: 1;
  name: string;
  cardId: string;
  /** ISO 3166-1 alpha-2. */
  nationality: string;
  idType: IdType;
  front: string;
  reverse: string;
  hand: string;
}

export interface Level2Submission {
  level: 2;
  front: string;
  reverse: string;
  relatives: string;
  relationship: string;
  relativesPhone: string;
  relativesAddress: string;
}

export type RealSubmission = Level1Submission | Level2Submission;

/** The form fields as `/user/real` names them. */
export function realParams(s: RealSubmission): Record<string, string | number> {
  if (s.level === 1)
    return {
      real_type: 1,
      name: s.name.trim(),
      card_id: s.cardId.trim(),
      nationality: s.nationality,
      id_type: ID_TYPES.indexOf(s.idType),
      front_pic: s.front,
      reverse_pic: s.reverse,
      hand_pic: s.hand,
    };
  return {
    real_type: 2,
    front_pic: s.front,
    reverse_pic: s.reverse,
    relatives: s.relatives.trim(),
    relationship: s.relationship.trim(),
    relatives_phone: s.relativesPhone.trim(),
    relatives_address: s.relativesAddress.trim(),
  };
}

/** Sends a level's fields; resolves the server's confirmation text. Errors are shown by the form (quiet). */
export function submitReal(s: RealSubmission): Promise<string> {
  return request('user/real', { params: realParams(s), schema: z.string(), quiet: true });
}

export const identityKeys = {
  all: ['identity'] as const,
  state: () => ['identity', 'real_state', {}] as const,
  levels: () => ['identity', 'level_list', {}] as const,
};

export const realStateQuery = () => queryOptions({ queryKey: identityKeys.state(), queryFn: getRealState });

/** The limits of each level (`/getLevelList`); they change rarely. */
export const levelsQuery = () =>
  queryOptions({ queryKey: identityKeys.levels(), queryFn: getLevelList, staleTime: 10 * 60_000 });
