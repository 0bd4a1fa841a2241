import { describe, expect, it } from 'vitest';
import { LOCALES, type LocaleCode } from '../src/lib/locale';
import { checkLocales, type LocaleFiles } from './i18n-check';

type Bundles = Record<string, Record<string, unknown>>;

const EN: Bundles = {
  common: {
    'action.ok': 'OK',
    'greeting.hello': 'Hello, {{name}}',
    'item.count_one': 'One item',
    'item.count_other': '{{count}} items',
  },
  trade: { 'order.title': 'Order {{id}}' },
};

/** Marks a value as translated for a locale, keeping its placeholders ("Hello, {{name}}" → "[tur] Hello, {{name}}"). */
const translate = (code: string, bundles: Bundles): Bundles =>
  Object.fromEntries(
    Object.entries(bundles).map(([ns, keys]) => [
      ns,
      Object.fromEntries(Object.entries(keys).map(([k, v]) => [k, `[${code}] ${String(v)}`])),
    ]),
  );

/** Spanish also needs "_many" (CLDR), everyone else exactly English's keys. */
function validBundles(code: LocaleCode): Bundles {
  if (code === 'en') return structuredClone(EN);
  const bundles = translate(code, EN);
  if (code === 'spa') bundles.common!['item.count_many'] = '[spa] {{count}} de artículos';
  return bundles;
}

function build(edit?: (all: Record<LocaleCode, Bundles>) => void): LocaleFiles {
  const all = Object.fromEntries(LOCALES.map((code) => [code, validBundles(code)])) as Record<
    LocaleCode,
    Bundles
  >;
  edit?.(all);
  return Object.fromEntries(
    Object.entries(all).map(([code, bundles]) => [
      code,
      Object.fromEntries(Object.entries(bundles).map(([ns, keys]) => [ns, JSON.stringify(keys)])),
    ]),
  );
}

describe('checkLocales', () => {
  it('passes complete, translated locales and counts English', () => {
    expect(checkLocales(build())).toEqual({ problems: [], namespaces: 2, keys: 5 });
  });

  it('reports a missing locale and a missing namespace file', () => {
    const files = build();
    delete files.vi;
    delete files.tur!.trade;
    expect(checkLocales(files).problems).toEqual(['vi: locale missing', 'tur/trade.json: missing']);
  });

  it('reports a namespace English does not have', () => {
    const files = build((all) => {
      all.jp.extra = { a: 'b' };
    });
    expect(checkLocales(files).problems).toEqual(['jp/extra.json: namespace not in en']);
  });

  it('reports missing and extra keys', () => {
    const files = build((all) => {
      delete all.kor.common!['greeting.hello'];
      all.th.trade!['order.subtitle'] = 'ย่อย';
    });
    expect(checkLocales(files).problems).toEqual([
      'th/trade.json: "order.subtitle" not in en',
      'kor/common.json: "greeting.hello" missing',
    ]);
  });

  it('reports empty values and values that are not strings, in English too', () => {
    const files = build((all) => {
      all.en.trade!['order.title'] = ' ';
      all.hk.common!['action.ok'] = '';
      all.zh.common!['action.ok'] = 42;
      all.ida.common!['action.ok'] = { nested: 'x' };
      all.vi.common!['action.ok'] = null;
    });
    expect(checkLocales(files).problems).toEqual([
      'en/trade.json: "order.title" is empty',
      'hk/common.json: "action.ok" is empty',
      'zh/common.json: "action.ok" is not a string (number)',
      'ida/common.json: "action.ok" is not a string (object)',
      'vi/common.json: "action.ok" is not a string (null)',
    ]);
  });

  it('reports placeholders that differ from English', () => {
    const files = build((all) => {
      all.tur.common!['greeting.hello'] = 'Merhaba, {{isim}}';
      all.spa.trade!['order.title'] = 'Orden';
      all.jp.trade!['order.title'] = '注文 {{id}} {{extra}}';
    });
    expect(checkLocales(files).problems).toEqual([
      'jp/trade.json: "order.title" placeholders {extra, id} differ from en {id}',
      'spa/trade.json: "order.title" placeholders {} differ from en {id}',
      'tur/common.json: "greeting.hello" placeholders {isim} differ from en {name}',
    ]);
  });

  it('reads placeholders with formats and the unescaped prefix by name, in any order', () => {
    const files = build((all) => {
      all.en.trade!['order.title'] = 'Order {{id}} of {{ total, number }}';
      for (const code of LOCALES.filter((c) => c !== 'en')) {
        all[code].trade!['order.title'] = `[${code}] {{total, number}} / {{- id}}`;
      }
    });
    expect(checkLocales(files).problems).toEqual([]);
  });

  it('reports a value left in English unless allowed for that locale', () => {
    const files = build((all) => {
      all.tur.common!['action.ok'] = 'OK';
      all.spa.common!['action.ok'] = 'OK';
      all.vi.common!['action.ok'] = 'OK';
    });
    const identical = JSON.stringify({ 'common:action.ok': ['tur', 'spa'] });
    expect(checkLocales(files, identical).problems).toEqual([
      'vi/common.json: "action.ok" identical to en ("OK"); translate it or list it in _identical.json',
    ]);
    expect(checkLocales(files).problems).toHaveLength(3);
  });

  it('lets text without letters outside placeholders equal English', () => {
    const files = build((all) => {
      for (const code of LOCALES) all[code].trade!['order.title'] = '#{{id}}';
    });
    expect(checkLocales(files).problems).toEqual([]);
  });

  describe('plurals', () => {
    it('asks each language for its own plural forms: Spanish needs _many', () => {
      const files = build((all) => {
        delete all.spa.common!['item.count_many'];
      });
      expect(checkLocales(files).problems).toEqual(['spa/common.json: "item.count_many" missing']);
    });

    it('lets a language without _one leave it out, but not _other', () => {
      const files = build((all) => {
        delete all.jp.common!['item.count_one'];
        delete all.kor.common!['item.count_other'];
      });
      expect(checkLocales(files).problems).toEqual(['kor/common.json: "item.count_other" missing']);
    });

    it('still requires _one where the language has it', () => {
      const files = build((all) => {
        delete all.tur.common!['item.count_one'];
      });
      expect(checkLocales(files).problems).toEqual(['tur/common.json: "item.count_one" missing']);
    });

    it('rejects plural forms no language rules call for', () => {
      const files = build((all) => {
        all.vi.common!['item.count_few'] = '[vi] {{count}}';
      });
      expect(checkLocales(files).problems).toEqual(['vi/common.json: "item.count_few" not in en']);
    });

    it('compares plural placeholders with English _other, leaving count out', () => {
      const files = build((all) => {
        all.tur.common!['item.count_one'] = '{{count}} öğe';
        all.spa.common!['item.count_many'] = '{{count}} de artículos de {{name}}';
      });
      expect(checkLocales(files).problems).toEqual([
        'spa/common.json: "item.count_many" placeholders {name} differ from en {}',
      ]);
    });

    it('requires an English _zero form in every language', () => {
      const files = build((all) => {
        all.en.common!['item.count_zero'] = 'No items';
        for (const code of LOCALES.filter((c) => c !== 'en' && c !== 'jp')) {
          all[code].common!['item.count_zero'] = `[${code}] none`;
        }
      });
      expect(checkLocales(files).problems).toEqual(['jp/common.json: "item.count_zero" missing']);
    });
  });

  it('reports unreadable files once, and a malformed allowlist', () => {
    const files = build();
    files.th!.trade = '{ "order.title": ';
    files.hk!.trade = '["not", "an", "object"]';
    const problems = checkLocales(files, JSON.stringify({ 'common:action.ok': 'tur' })).problems;
    expect(problems).toHaveLength(3);
    expect(problems[0]).toBe('_identical.json: "common:action.ok" must list locale codes');
    expect(problems[1]).toBe('hk/trade.json: not a JSON object');
    expect(problems[2]).toMatch(/^th\/trade\.json: invalid JSON \(/);
  });

  it('reports an English namespace that cannot be read without blaming the others for it', () => {
    const files = build();
    files.en!.trade = 'nope';
    const { problems, namespaces } = checkLocales(files);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^en\/trade\.json: invalid JSON/);
    expect(namespaces).toBe(1);
  });

  it('fails without English', () => {
    const files = build();
    delete files.en;
    expect(checkLocales(files).problems).toContain('en: no namespace files');
  });
});
