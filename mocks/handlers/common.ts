/** Common calls in the family's wire shapes (wire-facts §2): one site setting, the language preference. */
import { EngineError } from '../engine';
import { ok, route, str } from './_util';
import { settingRowWire } from './wire/auth';

export const commonHandlers = [
  // {keyword} → the `settings` row { id, key, value, notes } | null for an unknown key (T's answers);
  // no keyword is an error, as on T (the family has no "every setting" call).
  route('get', '/getSetting', ({ engine, params }) => {
    const keyword = str(params, 'keyword')?.trim();
    if (!keyword) throw new EngineError('error.param');
    const all = Object.entries(engine.common.settings());
    const index = all.findIndex(([key]) => key === keyword);
    return ok(index < 0 ? null : settingRowWire(index + 1, keyword, String(all[index]![1])));
  }),

  // `lang` is both the request language and the value to store; the reply is already in the new language.
  route('post', '/set/lang', ({ engine, params, token, t }) => {
    engine.common.setLang(token, str(params, 'lang'));
    return ok(t('ok.langSaved'));
  }),
];
