/**
 * What a page reaches, read from the code with the TypeScript parser (nothing runs):
 *   - `pageCalls`: the API functions its module graph imports (its own files and other features' doors, not
 *     the shared layers), and the wire calls (`request('lever/deal')`) each of them makes, followed through the
 *     API modules' own helpers and imports;
 *   - `handlerRoutes`: which handler module answers each call (`route('post', '/lever/deal', …)`) and which
 *     engine areas its answer uses (`engine.trade…`, mapped to `mocks/engine/<folder>` by the engine's door).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import ts from 'typescript';

const parsed = new Map<string, ts.SourceFile>();
function parse(root: string, file: string): ts.SourceFile {
  let sf = parsed.get(file);
  if (!sf) {
    sf = ts.createSourceFile(file, readFileSync(join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);
    parsed.set(file, sf);
  }
  return sf;
}

/** A module specifier resolved to a repository file (`@/…` is `src/…`); undefined for packages. */
export function resolveSpec(root: string, from: string, spec: string): string | undefined {
  let base: string;
  if (spec.startsWith('.')) base = posix.normalize(posix.join(posix.dirname(from), spec));
  else if (spec.startsWith('@/')) base = `src/${spec.slice(2)}`;
  else if (spec.startsWith('@mocks/')) base = `mocks/${spec.slice(7)}`;
  else return undefined;
  const tries = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return tries.find((f) => existsSync(join(root, f)) && statSync(join(root, f)).isFile());
}

/** A top-level declaration's names (`export function f`, `export const a = …, b = …`). */
function declaredNames(statement: ts.Statement): string[] {
  const isDefault =
    ts.canHaveModifiers(statement) &&
    (ts.getModifiers(statement) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
  if (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement))
    return [...(statement.name ? [statement.name.text] : []), ...(isDefault ? ['default'] : [])];
  if (ts.isExportAssignment(statement)) return ['default'];
  if (ts.isVariableStatement(statement))
    return statement.declarationList.declarations.flatMap((d) => (ts.isIdentifier(d.name) ? [d.name.text] : []));
  return [];
}

interface Decl {
  ids: Set<string>;
  strings: Set<string>;
  /** Modules it imports on demand (`import('./X')`, a lazy part). */
  lazy: Set<string>;
}

interface ModuleFacts {
  /** Top-level name → the identifiers, string literals and lazy imports its declaration contains. */
  decls: Map<string, Decl>;
  /** Local name → where it comes from (imports and re-exports of repository modules). */
  from: Map<string, { target: string; name: string }>;
  /** `export * from`: modules whose names this one passes on. */
  star: string[];
}

const facts = new Map<string, ModuleFacts>();
function moduleFacts(root: string, file: string): ModuleFacts {
  const known = facts.get(file);
  if (known) return known;
  const sf = parse(root, file);
  const out: ModuleFacts = { decls: new Map(), from: new Map(), star: [] };
  for (const st of sf.statements) {
    const names = declaredNames(st);
    if (names.length) {
      const decl: Decl = { ids: new Set(), strings: new Set(), lazy: new Set() };
      const walk = (n: ts.Node) => {
        if (ts.isIdentifier(n)) decl.ids.add(n.text);
        else if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) decl.strings.add(n.text);
        if (ts.isCallExpression(n) && n.expression.kind === ts.SyntaxKind.ImportKeyword) {
          const [spec] = n.arguments;
          const target = spec && ts.isStringLiteral(spec) ? resolveSpec(root, file, spec.text) : undefined;
          if (target) decl.lazy.add(target);
        }
        ts.forEachChild(n, walk);
      };
      walk(st);
      for (const n of names) out.decls.set(n, decl);
    }
    const spec = (ts.isImportDeclaration(st) || ts.isExportDeclaration(st)) && st.moduleSpecifier;
    if (!spec || !ts.isStringLiteral(spec)) continue;
    const target = resolveSpec(root, file, spec.text);
    if (!target) continue;
    // type-only imports and re-exports make no call
    if (ts.isImportDeclaration(st)) {
      const clause = st.importClause;
      const bindings = clause?.namedBindings;
      if (clause && !clause.isTypeOnly && bindings && ts.isNamedImports(bindings))
        for (const e of bindings.elements)
          if (!e.isTypeOnly) out.from.set(e.name.text, { target, name: (e.propertyName ?? e.name).text });
    } else if (!st.isTypeOnly) {
      if (st.exportClause && ts.isNamedExports(st.exportClause))
        for (const e of st.exportClause.elements)
          if (!e.isTypeOnly) out.from.set(e.name.text, { target, name: (e.propertyName ?? e.name).text });
      else out.star.push(target);
    }
  }
  facts.set(file, out);
  return out;
}

/**
 * The API modules' names a page's export reaches: what its declaration uses, followed through its own file,
 * the feature files it imports (its area's and other features' doors) and lazy parts; not into shared layers.
 */
export function pageApi(root: string, file: string, name: string, found = new Map<string, Set<string>>(), seen = new Set<string>()) {
  const key = `${file}#${name}`;
  if (seen.has(key)) return found;
  seen.add(key);
  if (file.startsWith('src/api/')) {
    found.set(file, (found.get(file) ?? new Set()).add(name));
    return found;
  }
  if (!file.startsWith('src/features/')) return found;
  const m = moduleFacts(root, file);
  const names = name === '*' ? [...m.decls.keys()] : [name];
  for (const n of names) {
    const decl = m.decls.get(n);
    if (decl) {
      for (const id of decl.ids) {
        if (id !== n && m.decls.has(id)) pageApi(root, file, id, found, seen);
        const imported = m.from.get(id);
        if (imported) pageApi(root, imported.target, imported.name, found, seen);
      }
      for (const target of decl.lazy) pageApi(root, target, '*', found, seen);
      continue;
    }
    const passed = m.from.get(n);
    if (passed) pageApi(root, passed.target, passed.name, found, seen);
    else for (const t of m.star) pageApi(root, t, n, found, seen);
  }
  return found;
}

/** The wire calls (as `isCall` knows them) that a module's name makes, through its module's helpers and imports. */
export function callsOf(root: string, file: string, name: string, isCall: (s: string) => boolean, seen = new Set<string>()): Set<string> {
  const out = new Set<string>();
  const key = `${file}#${name}`;
  if (seen.has(key) || !file.startsWith('src/api/')) return out;
  seen.add(key);
  const m = moduleFacts(root, file);
  const names = name === '*' ? [...m.decls.keys()] : [name];
  for (const n of names) {
    const decl = m.decls.get(n);
    if (decl) {
      for (const s of decl.strings) if (isCall(s)) out.add(s.replace(/^\//, ''));
      for (const id of decl.ids) {
        if (id !== n && m.decls.has(id)) for (const c of callsOf(root, file, id, isCall, seen)) out.add(c);
        const imported = m.from.get(id);
        if (imported) for (const c of callsOf(root, imported.target, imported.name, isCall, seen)) out.add(c);
      }
      continue;
    }
    const passed = m.from.get(n);
    if (passed) for (const c of callsOf(root, passed.target, passed.name, isCall, seen)) out.add(c);
    else for (const t of m.star) for (const c of callsOf(root, t, n, isCall, seen)) out.add(c);
  }
  return out;
}

export interface HandlerRoute {
  /** The handler module, from `mocks/handlers/` without `.ts` (`wallet/funding`, `auth`). */
  module: string;
  /** The engine folders its answer uses (`mocks/engine/<folder>`). */
  engine: Set<string>;
}

/** Engine door keys (`engine.user`) → their folders (`auth`), from `const user = createUserArea(…)` in mocks/engine/index.ts. */
function engineFolders(root: string): Map<string, string> {
  const sf = parse(root, 'mocks/engine/index.ts');
  const factoryFolder = new Map<string, string>();
  const keys = new Map<string, string>();
  for (const st of sf.statements) {
    if (ts.isImportDeclaration(st) && ts.isStringLiteral(st.moduleSpecifier)) {
      const bindings = st.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings))
        for (const e of bindings.elements) factoryFolder.set(e.name.text, st.moduleSpecifier.text.replace(/^\.\//, ''));
    }
  }
  const walk = (n: ts.Node) => {
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.initializer && ts.isCallExpression(n.initializer)) {
      const folder = factoryFolder.get(n.initializer.expression.getText(sf));
      if (folder) keys.set(n.name.text, folder);
    }
    ts.forEachChild(n, walk);
  };
  walk(sf);
  return keys;
}

/** Handler module files, from the repository root: `mocks/handlers/**` but its kit, its encoders and tests. */
function handlerFiles(root: string, dir = 'mocks/handlers'): string[] {
  return readdirSync(join(root, dir)).flatMap((e) => {
    const rel = `${dir}/${e}`;
    if (statSync(join(root, rel)).isDirectory()) return e === 'wire' ? [] : handlerFiles(root, rel);
    return /\.ts$/.test(e) && !/\.test\.ts$/.test(e) && !['_util.ts', 'testing.ts'].includes(e) && rel !== 'mocks/handlers/index.ts'
      ? [rel]
      : [];
  });
}

/** Every demo-exchange call path (`/lever/deal`) → the handler module that answers it and the engine areas it uses. */
export function handlerRoutes(root: string): Map<string, HandlerRoute> {
  const folders = engineFolders(root);
  const routes = new Map<string, HandlerRoute>();
  for (const file of handlerFiles(root)) {
    const module = file.slice('mocks/handlers/'.length).replace(/\.ts$/, '').replace(/\/index$/, '');
    const visit = (n: ts.Node) => {
      if (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === 'route') {
        const [, path, answer] = n.arguments;
        if (path && ts.isStringLiteral(path)) {
          const engine = new Set<string>();
          const uses = (m: ts.Node) => {
            if (ts.isPropertyAccessExpression(m) && ts.isIdentifier(m.expression) && m.expression.text === 'engine')
              engine.add(folders.get(m.name.text) ?? m.name.text);
            ts.forEachChild(m, uses);
          };
          if (answer) uses(answer);
          const known = routes.get(path.text);
          if (known) for (const e of engine) known.engine.add(e);
          else routes.set(path.text, { module, engine });
        }
      }
      ts.forEachChild(n, visit);
    };
    visit(parse(root, file));
  }
  return routes;
}

/** `src/api/wallet/index.ts` → `api/wallet`, `src/api/trade/contract.ts` → `api/trade/contract`. */
export const apiName = (file: string) => file.replace(/^src\//, '').replace(/\.ts$/, '').replace(/\/index$/, '');
