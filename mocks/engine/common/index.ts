/** Common area: site settings and the user's language. */
import { settingsFixture, type DemoSettings } from '../../fixtures/common';
import { fail, isLangCode, type EngineContext, type LangCode } from '../core';
import type { UserArea } from '../auth';

export function createCommonArea(_ctx: EngineContext, deps: { user: UserArea }) {
  const { user } = deps;

  return {
    /**
     * `GET /getSetting`: every customer-service setting, or only `{ [keyword]: value }` when a keyword is
     * given (always an object, so the client has one shape to parse). An unknown keyword is `notFound`.
     */
    settings(keyword?: string): Partial<DemoSettings> {
      if (!keyword) return { ...settingsFixture };
      if (!Object.hasOwn(settingsFixture, keyword)) return fail('error.notFound');
      return { [keyword]: settingsFixture[keyword as keyof DemoSettings] };
    },

    /**
     * `POST /set/lang`: remembers the language on the account when signed in. Signed out (or with a
     * stale token) it is accepted and not stored: the client keeps the language locally anyway.
     */
    setLang(token: string | undefined, lang: string | undefined): LangCode {
      if (!isLangCode(lang)) return fail('error.param');
      const signedIn = user.optionalUser(token);
      if (signedIn) user.saveUser({ ...signedIn, lang });
      return lang;
    },
  };
}

