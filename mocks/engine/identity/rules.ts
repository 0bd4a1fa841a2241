/**
 * What `/user/real` accepts (pure): each level's fields, read from the raw request and refused with a message
 * key naming the field. Photos are paths `POST /upload` answered (it checks type and size); only their form is
 * checked here.
 */
import { ID_TYPES } from '../../fixtures/identity';
import { fail } from '../core';

type Input<K extends string> = Partial<Record<K, string>>;

export const LEVEL1_FIELDS = ['name', 'card_id', 'nationality', 'id_type', 'front_pic', 'reverse_pic', 'hand_pic'] as const;
export const LEVEL2_FIELDS = [
  'front_pic',
  'reverse_pic',
  'relatives',
  'relationship',
  'relatives_phone',
  'relatives_address',
] as const;

export type Level1Data = { name: string; card_id: string; nationality: string; id_type: number } & Photos;
export type Level2Data = {
  relatives: string;
  relationship: string;
  relatives_phone: string;
  relatives_address: string;
} & Pick<Photos, 'front_pic' | 'reverse_pic'>;
interface Photos {
  front_pic: string;
  reverse_pic: string;
  hand_pic: string;
}

const UPLOAD_PATH = /^\/upload\/[\w.-]{1,120}$/;

function textOf(raw: string | undefined, min: number, max: number, field: string): string {
  const value = (raw ?? '').trim().replace(/\s+/g, ' ');
  if (!value || value.length < min || value.length > max) return fail('identity.error.incomplete', { field });
  return value;
}

function photoOf(raw: string | undefined, field: string): string {
  const value = (raw ?? '').trim();
  if (!UPLOAD_PATH.test(value)) return fail('identity.error.photo', { field });
  return value;
}

export function readLevel1(input: Input<(typeof LEVEL1_FIELDS)[number]>): Level1Data {
  const name = textOf(input.name, 2, 50, 'name');
  const card_id = textOf(input.card_id, 4, 30, 'card_id').toUpperCase();
  if (!/^[A-Z0-9-]+$/.test(card_id)) fail('identity.error.cardId');
  const nationality = (input.nationality ?? '').trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(nationality)) fail('identity.error.nationality');
  const idText = (input.id_type ?? '0').trim() || '0';
  const id_type = Number(idText);
  if (!/^\d$/.test(idText) || id_type >= ID_TYPES.length) fail('identity.error.idType');
  return {
    name,
    card_id,
    nationality,
    id_type,
    front_pic: photoOf(input.front_pic, 'front_pic'),
    reverse_pic: photoOf(input.reverse_pic, 'reverse_pic'),
    hand_pic: photoOf(input.hand_pic, 'hand_pic'),
  };
}

export function readLevel2(input: Input<(typeof LEVEL2_FIELDS)[number]>): Level2Data {
  const relatives = textOf(input.relatives, 2, 50, 'relatives');
  const relationship = textOf(input.relationship, 1, 30, 'relationship');
  const relatives_phone = textOf(input.relatives_phone, 5, 20, 'relatives_phone');
  if (!/^\+?[\d\s-]{5,20}$/.test(relatives_phone) || relatives_phone.replace(/\D/g, '').length < 5)
    fail('identity.error.phone');
  return {
    front_pic: photoOf(input.front_pic, 'front_pic'),
    reverse_pic: photoOf(input.reverse_pic, 'reverse_pic'),
    relatives,
    relationship,
    relatives_phone,
    relatives_address: textOf(input.relatives_address, 5, 200, 'relatives_address'),
  };
}
