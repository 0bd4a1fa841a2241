/** Common calls: site settings and the language preference. */
import { ok, route, str } from './_util';

export const commonHandlers = [
  // → { type: 'ok', message: { site_name, service_url, live_chat_url, … } } (only `keyword`'s entry if given)
  route('get', '/getSetting', ({ engine, params }) =>
    ok(engine.common.settings(str(params, 'keyword')?.trim() || undefined)),
  ),

  // `lang` is both the request language and the value to store; the reply is already in the new language.
  route('post', '/set/lang', ({ engine, params, token, t }) => {
    engine.common.setLang(token, str(params, 'lang'));
    return ok(t('ok.langSaved'));
  }),
];
