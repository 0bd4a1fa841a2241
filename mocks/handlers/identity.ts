/**
 * Identity verification calls (wire-facts §9; ./wire/identity.ts): the state of both levels and a submission.
 */
import { LEVEL1_FIELDS, LEVEL2_FIELDS } from '../engine/identity';
import { ok, pick, route } from './_util';
import { realStateWire } from './wire/identity';

export const identityHandlers = [
  // → { type: 'ok', message: { real_status, review_status, advanced_review_status, real_data, … } }
  route('get', '/real/state', ({ engine, token, t }) => ok(realStateWire(engine.identity.state(token), t))),

  // → { type: 'ok', message: '<Submitted; under review>' } | { type: 'error', message }
  route('post', '/user/real', ({ engine, params, token, t }) => {
    engine.identity.submit(token, pick(params, ['real_type', ...LEVEL1_FIELDS, ...LEVEL2_FIELDS]));
    return ok(t('identity.ok.submitted'));
  }),
];
