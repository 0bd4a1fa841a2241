/**
 * Dead-export check (run by `npm run lint`). knip cannot install here (its parser's platform builds are missing
 * from the registry), so this uses ts-unused-exports, which reads the import graph with the TypeScript compiler
 * the project already has, and the compiler API itself for what happens inside a file. No text is searched with
 * regular expressions: a mention in a comment or a string is not a use.
 *
 * It reports two things:
 *   - an export imported nowhere (`path:line  name`);
 *   - an export that only stories and tests reach (`path:line  name  (stories/tests only)`): code the product
 *     never runs. Test-side files are `*.stories.tsx`, `*.test.ts(x)`, `testing/` folders and `testing.ts`
 *     files, fixtures, `tests/`, `.storybook/` and the design system's story and test helpers (TEST_SIDE).
 *     Type-only exports are not reported here: they cost nothing at run time, and a component's props type
 *     is part of its API.
 *
 * Entry points are not checked — they are used from outside the import graph: stories and tests, features' route
 * modules (collected by `import.meta.glob`), page default exports (lazy routes), the app's entry and the
 * renderer it loads with `import()`, scripts and the server entry. The design system's doors
 * (`src/ui/<Component>/index.ts`) ARE checked: a part no page uses is reported, unless a coming slice is named
 * for it in NEXT_SLICES. Their type-only exports are the parts' API and are never reported.
 *
 * An export also used in its own file (besides its declaration) is not reported: the `export` is spare, not dead
 * code. (ts-unused-exports' own --ignoreLocallyUsed counts the declaring identifier as a use.)
 *
 * A test seam — a hook only stories and tests call, like `setRealtimeTransport` or `resetConfirm` — is declared by
 * re-exporting it from the `testing.ts` beside its module (that folder's test-side door), and stories and tests
 * import it from there: such an export is not reported. The product never opens a door (`src/testing` and
 * `testing/` folders are closed to it by the lint's layer rules; a `testing.ts` is named for what it is).
 *
 * ts-unused-exports sees a lazily loaded module's names only in `import('./m').then((m) => m.x)`; through a loader
 * (`const wire = () => import('./m')`, then `(await w).x`) it sees none. So a product file that loads a module with
 * `import()` is also taken to use each export of it that the file reads as a property (`.x`) or destructures
 * (`{ x }`). And the build's config (ROOT_FILES) is product code: it reads the landing calls.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import ts from 'typescript';
import { analyzeTsConfig } from 'ts-unused-exports/lib/app';

const ROOT = join(import.meta.dirname, '..');
const DIRS = ['src', 'mocks', 'scripts', 'tests', '.storybook', 'design-tokens'];
/** Files at the root that import the sources. */
const ROOT_FILES = ['vite.config.ts'];

const ENTRY = [
  /^vite\.config\.ts$/,
  /^src\/features\/[^/]+\/routes\.ts$/,
  /^src\/app\/(main|render)\.tsx$/,
  /^scripts\//,
  /^design-tokens\//,
  /^mocks\/server\/(index|chartWorker\.worker)\.ts$/,
  /\.d\.ts$/,
  /tokens\.generated\.ts$/,
];

/** Files on the test side: their imports do not keep an export alive, and their own exports are not checked. */
const TEST_SIDE = [
  /\.(stories|test)\.tsx?$/,
  /(^|\/)testing(\/|\.tsx?$)/,
  /\.fixture\.tsx?$/,
  /^tests\//,
  /^\.storybook\//,
  /^src\/ui\/_shared\/(stories|storyClock|test-utils)\.tsx?$/,
  // the demo exchange in Storybook's browser (MSW worker) and in unit tests (MSW server)
  /^mocks\/(browser|node)\.ts$/,
  /^mocks\/engine\/auth\/testEngine\.ts$/,
  /^mocks\/engine\/trade\/trade\.invariants\.ts$/,
];

/**
 * Design-system parts the next slices will use; until they land only their stories and tests reach them. Drop a
 * line when its slice ships (the page then imports the part) — the check will say if one is left unused.
 */
const NEXT_SLICES: Record<string, string> = {
  // NFT marketplace, issue 36
  'src/ui/NftTile/': 'NFT marketplace (issue 36)',
  // fiat OTC, issue 34
  'src/ui/OtcAdCard/': 'fiat OTC (issue 34)',
  // earn: lock mining, IEO, invest — issue 32
  'src/ui/ProductCard/': 'earn (issue 32)',
  // copy trading, issue 35
  'src/ui/TraderCard/': 'copy trading (issue 35)',
};

/**
 * Calls of the spec the app has no screen for yet: the api layer speaks the whole call list, and the contract
 * tests exercise each call as the family's clients send it (`file#export`).
 */
const SPEC_CALLS = new Set([
  'src/api/auth/index.ts#checkEmailCode', // the family checks a code before registering; our form sends it with the rest
  'src/api/trade/contract.ts#leverPositionsQuery', // `/lever/my_trade` positions page; the trade tab reads `/lever/deal`
  'src/api/trade/seconds.ts#cancelMicroOrder', // the spec's cancel; the demo settles every bet (no screen offers it)
]);

const DOOR = /^src\/ui\/[A-Za-z]+\/index\.ts$/;

const toPosix = (p: string) => p.split(sep).join('/');
const isTestSide = (rel: string) => TEST_SIDE.some((re) => re.test(rel));

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'public') continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (/\.tsx?$/.test(name)) out.push(full);
  }
  return out;
}

/** What the compiler sees of one file's exports: which names are type-only, and which are used in the file. */
interface FileFacts {
  typeOnly: Set<string>;
  /** 1-based line of each exported name's declaration or specifier (ts-unused-exports gives none for re-exports). */
  lines: Map<string, number>;
  /** References to a name besides its declaration, export specifiers and property names (comments are trivia). */
  localUses: Map<string, number>;
}

const isTypeDeclaration = (node: ts.Node) =>
  ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node);

/**
 * An identifier that reads a binding: not the name a declaration introduces, a property's name (`a.x`, `{ x: 1 }`,
 * `A.B`), a JSX attribute or an import/export specifier. A shorthand `{ x }` reads `x`.
 */
function isReference(id: ts.Identifier): boolean {
  const parent = id.parent as ts.Node & { name?: ts.Node; propertyName?: ts.Node };
  if (ts.isShorthandPropertyAssignment(parent)) return parent.name === id;
  if (ts.isExportSpecifier(parent) || ts.isImportSpecifier(parent) || ts.isImportClause(parent)) return false;
  if (ts.isQualifiedName(parent)) return parent.left === id;
  return parent.name !== id && parent.propertyName !== id;
}

export function fileFacts(fileName: string, text: string): FileFacts {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const typeOnly = new Set<string>();
  const lines = new Map<string, number>();
  const localUses = new Map<string, number>();
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const visit = (node: ts.Node) => {
    if (isTypeDeclaration(node)) {
      const decl = node as ts.InterfaceDeclaration | ts.TypeAliasDeclaration;
      if (decl.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) typeOnly.add(decl.name.text);
    } else if (ts.isExportDeclaration(node) && node.exportClause && ts.isNamedExports(node.exportClause)) {
      for (const spec of node.exportClause.elements) {
        if (node.isTypeOnly || spec.isTypeOnly) typeOnly.add(spec.name.text);
        lines.set(spec.name.text, lineOf(spec));
      }
    } else if (ts.isIdentifier(node) && isReference(node)) {
      localUses.set(node.text, (localUses.get(node.text) ?? 0) + 1);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { typeOnly, lines, localUses };
}

function compilerOptions(root: string): ts.CompilerOptions {
  const config = ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile).config ?? {};
  return ts.parseJsonConfigFileContent(config, ts.sys, root).options;
}

/** The repository-relative file an import specifier in `fromFile` names, if it is one of ours. */
function resolve(spec: string, fromFile: string, root: string, options: ts.CompilerOptions): string | undefined {
  const resolved = ts.resolveModuleName(spec, fromFile, options, ts.sys).resolvedModule;
  if (!resolved || resolved.isExternalLibraryImport) return undefined;
  return toPosix(relative(root, resolved.resolvedFileName));
}

/**
 * Per lazily loaded file, the names product files read off it: each property name (`.x`) and destructured name
 * (`{ x }`) in a file that loads it with `import()`.
 */
function lazyUses(root: string, product: string[], options: ts.CompilerOptions): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const file of product) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes('import(')) continue; // a quick pass over files that cannot hold one
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const loaded = new Set<string>();
    const names = new Set<string>();
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] &&
        ts.isStringLiteralLike(node.arguments[0])
      ) {
        const target = resolve(node.arguments[0].text, file, root, options);
        if (target) loaded.add(target);
      } else if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.name)) {
        names.add(node.name.text);
      } else if (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent)) {
        const key = node.propertyName ?? node.name;
        if (ts.isIdentifier(key)) names.add(key.text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    for (const target of loaded) {
      const set = out.get(target) ?? new Set<string>();
      for (const name of names) set.add(name);
      out.set(target, set);
    }
  }
  return out;
}

/** The names the `testing.ts` beside `rel` re-exports from it: its declared test seams. */
function declaredSeams(root: string, rel: string, options: ts.CompilerOptions): Set<string> {
  const seams = new Set<string>();
  for (const name of ['testing.ts', 'testing.tsx']) {
    const door = join(root, dirname(rel), name);
    if (!existsSync(door)) continue;
    const source = ts.createSourceFile(door, readFileSync(door, 'utf8'), ts.ScriptTarget.Latest, true);
    for (const node of source.statements) {
      if (!ts.isExportDeclaration(node) || !node.moduleSpecifier || !ts.isStringLiteral(node.moduleSpecifier)) continue;
      if (resolve(node.moduleSpecifier.text, door, root, options) !== rel) continue;
      if (node.exportClause && ts.isNamedExports(node.exportClause))
        for (const spec of node.exportClause.elements) seams.add((spec.propertyName ?? spec.name).text);
    }
  }
  return seams;
}

/** Unused exports per repository-relative file, over the given files only (other files' imports do not count). */
function unused(root: string, files: string[]): Map<string, { name: string; line: number }[]> {
  const analysis = analyzeTsConfig(join(root, 'tsconfig.json'), [...files, '--showLineNumber']);
  const out = new Map<string, { name: string; line: number }[]>();
  for (const [file, exports] of Object.entries(analysis.unusedExports))
    out.set(
      toPosix(relative(root, file)),
      exports.map((e) => ({ name: e.exportName, line: e.location?.line ?? 0 })),
    );
  return out;
}

export function deadExports(root = ROOT, dirs = DIRS): string[] {
  const files = [
    ...dirs.flatMap((d) => walk(join(root, d))),
    ...ROOT_FILES.map((f) => join(root, f)).filter((f) => existsSync(f)),
  ];
  const product = files.filter((f) => !isTestSide(toPosix(relative(root, f))));
  const options = compilerOptions(root);
  const nowhere = unused(root, files);
  const notInProduct = unused(root, product);
  const lazy = lazyUses(root, product, options);
  const lines: string[] = [];
  for (const [rel, exports] of notInProduct) {
    if (isTestSide(rel) || ENTRY.some((re) => re.test(rel))) continue;
    const slice = Object.keys(NEXT_SLICES).find((prefix) => rel.startsWith(prefix));
    const facts = fileFacts(rel, readFileSync(join(root, rel), 'utf8'));
    const deadHere = new Set(nowhere.get(rel)?.map((e) => e.name));
    const seams = declaredSeams(root, rel, options);
    for (const { name, line: reported } of exports) {
      const line = reported || (facts.lines.get(name) ?? 0);
      // A page's default export is its lazy route.
      if (name === 'default' && /\/pages\//.test(rel)) continue;
      if ((facts.localUses.get(name) ?? 0) > 0) continue;
      if (lazy.get(rel)?.has(name) || seams.has(name)) continue;
      const typeOnly = facts.typeOnly.has(name);
      if (slice || (typeOnly && DOOR.test(rel)) || SPEC_CALLS.has(`${rel}#${name}`)) continue;
      if (deadHere.has(name)) {
        lines.push(`${rel}:${line}  ${name}`);
      } else if (!typeOnly) {
        lines.push(`${rel}:${line}  ${name}  (stories/tests only)`);
      }
    }
  }
  return lines.sort();
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const dead = deadExports();
  if (dead.length) {
    console.error(
      `${dead.length} exports are imported nowhere, or only by stories and tests (remove them, or drop the \`export\`):`,
    );
    for (const line of dead) console.error(`  ${line}`);
    process.exit(1);
  }
  console.log('dead exports: none');
}
