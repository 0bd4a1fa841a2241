/**
 * i18n completeness check (`npm run i18n:check`): every locale in `locales/<code>/<ns>.json` must carry
 * English's namespaces and keys, really translated, with the same `{{placeholders}}`. Exit 1 with one
 * line per problem otherwise.
 *
 * Plurals follow i18next: a key `x_other` in English makes `x` a plural whose forms each language takes
 * from its own plural rules. So Spanish also needs `x_many` (i18next asks for it for 1,000,000) and
 * Japanese needs only `x_other`; an English form a language does not use (`x_one` in Japanese) is allowed
 * but not required.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES, toBcp47, type LocaleCode } from '../src/lib/locale';

/** File texts: locale code → namespace → the contents of `locales/<code>/<ns>.json`. */
export type LocaleFiles = Partial<Record<LocaleCode, Record<string, string>>>;

export interface CheckResult {
  problems: string[];
  namespaces: number;
  /** Keys in English, all namespaces together. */
  keys: number;
}

type Bundle = Record<string, unknown>;

const REFERENCE = 'en';
const PLURAL_SUFFIX = /^(.+)_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/**
 * Checks locale files. `identicalJson` is the text of `locales/_identical.json`,
 * `{ "<ns>:<key>": ["tur", "spa"] }`: where a value may equal English (brand names, codes, units).
 */
export function checkLocales(files: LocaleFiles, identicalJson = '{}'): CheckResult {
  const problems: string[] = [];
  const parse = (name: string, text: string): Bundle | null => {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      problems.push(`${name}: invalid JSON (${(error as Error).message})`);
      return null;
    }
    if (isBundle(value)) return value;
    problems.push(`${name}: not a JSON object`);
    return null;
  };

  const allowIdentical = readAllowlist(parse('_identical.json', identicalJson), problems);
  const english = files[REFERENCE] ?? {};
  if (Object.keys(english).length === 0) problems.push(`${REFERENCE}: no namespace files`);

  const reference = new Map<string, Bundle>();
  for (const [ns, text] of Object.entries(english)) {
    const bundle = parse(`${REFERENCE}/${ns}.json`, text);
    if (!bundle) continue;
    reference.set(ns, bundle);
    for (const [key, value] of Object.entries(bundle)) {
      const bad = valueProblem(value);
      if (bad) problems.push(`${REFERENCE}/${ns}.json: "${key}" ${bad}`);
    }
  }

  for (const code of LOCALES) {
    if (code === REFERENCE) continue;
    const locale = files[code];
    if (!locale) {
      problems.push(`${code}: locale missing`);
      continue;
    }
    for (const ns of Object.keys(locale)) {
      if (!(ns in english)) problems.push(`${code}/${ns}.json: namespace not in ${REFERENCE}`);
    }
    const categories = new Intl.PluralRules(toBcp47(code)).resolvedOptions().pluralCategories;
    for (const [ns, en] of reference) {
      const name = `${code}/${ns}.json`;
      const text = locale[ns];
      if (text === undefined) {
        problems.push(`${name}: missing`);
        continue;
      }
      const bundle = parse(name, text);
      if (bundle) checkBundle({ name, ns, code, en, bundle, categories, allowIdentical }, problems);
    }
  }

  const keys = [...reference.values()].reduce((n, bundle) => n + Object.keys(bundle).length, 0);
  return { problems, namespaces: reference.size, keys };
}

interface BundleCheck {
  name: string;
  ns: string;
  code: LocaleCode;
  en: Bundle;
  bundle: Bundle;
  categories: readonly string[];
  allowIdentical: Map<string, Set<string>>;
}

function checkBundle(
  { name, ns, code, en, bundle, categories, allowIdentical }: BundleCheck,
  problems: string[],
): void {
  const { required, tolerated, plurals } = expectedKeys(en, categories);
  for (const key of required) {
    if (!(key in bundle)) problems.push(`${name}: "${key}" missing`);
  }
  for (const [key, value] of Object.entries(bundle)) {
    if (!required.has(key) && !tolerated.has(key)) {
      problems.push(`${name}: "${key}" not in ${REFERENCE}`);
      continue;
    }
    const bad = valueProblem(value);
    if (bad) {
      problems.push(`${name}: "${key}" ${bad}`);
      continue;
    }
    const text = value as string;
    // Plural forms are compared with English "_other", leaving out {{count}}: i18next always passes it,
    // and "One item" in English may well be "{{count}} öğe" elsewhere.
    const base = PLURAL_SUFFIX.exec(key)?.[1];
    const plural = base !== undefined && plurals.has(base);
    const enText = plural ? en[`${base}_other`] : en[key];
    // A broken English value is reported on its own; comparing with it would only add noise.
    if (typeof enText !== 'string' || valueProblem(enText)) continue;
    const ours = placeholders(text, plural);
    const theirs = placeholders(enText, plural);
    if (ours.join() !== theirs.join()) {
      problems.push(
        `${name}: "${key}" placeholders {${ours.join(', ')}} differ from ${REFERENCE} {${theirs.join(', ')}}`,
      );
    }
    if (text === en[key] && isTranslatable(text) && !allowIdentical.get(`${ns}:${key}`)?.has(code)) {
      problems.push(
        `${name}: "${key}" identical to ${REFERENCE} ("${text}"); translate it or list it in _identical.json`,
      );
    }
  }
}

/**
 * Keys a locale must have, English plural forms it may have although its plural rules never use them,
 * and the plural bases (English has `<base>_other`).
 */
function expectedKeys(en: Bundle, categories: readonly string[]) {
  const required = new Set<string>();
  const tolerated = new Set<string>();
  const plurals = new Set<string>();
  for (const key of Object.keys(en)) {
    const [, base, form] = PLURAL_SUFFIX.exec(key) ?? [];
    if (base === undefined || !(`${base}_other` in en)) {
      required.add(key);
      continue;
    }
    plurals.add(base);
    for (const category of categories) required.add(`${base}_${category}`);
    // i18next uses "_zero" for a count of 0 in every language when the key exists.
    if (form === 'zero') required.add(key);
    else tolerated.add(key);
  }
  for (const key of required) tolerated.delete(key);
  return { required, tolerated, plurals };
}

function readAllowlist(identical: Bundle | null, problems: string[]): Map<string, Set<string>> {
  const allow = new Map<string, Set<string>>();
  for (const [key, codes] of Object.entries(identical ?? {})) {
    if (Array.isArray(codes) && codes.every((c) => typeof c === 'string')) allow.set(key, new Set(codes));
    else problems.push(`_identical.json: "${key}" must list locale codes`);
  }
  return allow;
}

function isBundle(value: unknown): value is Bundle {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function valueProblem(value: unknown): string | null {
  if (typeof value !== 'string') return `is not a string (${value === null ? 'null' : typeof value})`;
  return value.trim() === '' ? 'is empty' : null;
}

/** Placeholder names, sorted and unique: "{{count, number}}" and "{{- name}}" count as "count" and "name". */
function placeholders(value: string, withoutCount: boolean): string[] {
  const names = [...value.matchAll(PLACEHOLDER)].map((m) => m[1]!.replace(/^-\s*/, '').split(',')[0]!.trim());
  return [...new Set(names)].filter((n) => !(withoutCount && n === 'count')).sort();
}

/** Only text with letters outside its placeholders can be translated; "{{count}} ×" is the same everywhere. */
function isTranslatable(value: string): boolean {
  return /\p{L}/u.test(value.replace(PLACEHOLDER, ''));
}

// ---- command line ----

function readLocales(root: string): { files: LocaleFiles; identicalJson: string | undefined } {
  const files: LocaleFiles = {};
  for (const code of LOCALES) {
    const dir = path.join(root, code);
    if (!existsSync(dir)) continue;
    const names = readdirSync(dir).filter((n) => n.endsWith('.json'));
    files[code] = Object.fromEntries(
      names.map((n) => [n.slice(0, -'.json'.length), readFileSync(path.join(dir, n), 'utf8')]),
    );
  }
  const identical = path.join(root, '_identical.json');
  return { files, identicalJson: existsSync(identical) ? readFileSync(identical, 'utf8') : undefined };
}

function main(): void {
  const root = fileURLToPath(new URL('../locales/', import.meta.url));
  const { files, identicalJson } = readLocales(root);
  const { problems, namespaces, keys } = checkLocales(files, identicalJson);
  if (problems.length > 0) {
    for (const problem of problems) console.error(problem);
    console.error(`i18n: ${problems.length} problem${problems.length === 1 ? '' : 's'}`);
    process.exit(1);
  }
  console.log(`i18n: ${LOCALES.length} locales, ${namespaces} namespaces, ${keys} keys each — OK`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
