// Architecture counts for a checkout of the shop: a Markdown table (metric | count), then what each
// non-zero count counted. Reads the files as text, except the route list, which it takes from the
// checkout's own app (built API-only in a child `npx tsx` process on an in-memory database).
//
//   npx tsx scripts/architecture-counts.ts [root]     (root defaults to the current directory)
//
// Everything is derived from the folder layout under root, so the script works on older and newer
// layouts alike (modules moved, split or added).
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// ---------------------------------------------------------------------------------------------------
// Files and text scanning
// ---------------------------------------------------------------------------------------------------

const SKIPPED_FOLDERS = new Set(['node_modules', '.git', 'dist']);

/** Every file below dir (absolute paths), skipping dependencies, git data and build output. */
function listFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : listFiles(full);
    return entry.isFile() ? [full] : [];
  });
}

const isFile = (file: string) => {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
};

const fileTexts = new Map<string, string>();
/** A file's text (cached: /work/main changes under us, but one run sees one version). */
function read(file: string): string {
  let text = fileTexts.get(file);
  if (text === undefined) {
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      text = '';
    }
    fileTexts.set(file, text);
  }
  return text;
}

const toPosix = (p: string) => p.split(path.sep).join('/');
const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;
const isTestFile = (file: string) => /\.test\.tsx?$/.test(file);
const isCode = (file: string) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts');

/**
 * If a comment, string or template literal starts at i, the index just after it; otherwise i. A quote
 * with no closing quote on its line is taken for JSX text (an apostrophe), not a string.
 */
function skipNonCode(text: string, i: number): number {
  const c = text[i];
  const next = text[i + 1];
  if (c === '/' && next === '/') {
    const end = text.indexOf('\n', i);
    return end < 0 ? text.length : end;
  }
  if (c === '/' && next === '*') {
    const end = text.indexOf('*/', i + 2);
    return end < 0 ? text.length : end + 2;
  }
  if (c === "'" || c === '"') {
    for (let j = i + 1; j < text.length && text[j] !== '\n'; j++) {
      if (text[j] === '\\') j++;
      else if (text[j] === c) return j + 1;
    }
    return i;
  }
  if (c === '`') return templateEnd(text, i);
  return i;
}

/** The index just after the template literal starting at start (its ${…} parts may nest). */
function templateEnd(text: string, start: number): number {
  for (let j = start + 1; j < text.length; j++) {
    if (text[j] === '\\') j++;
    else if (text[j] === '`') return j + 1;
    else if (text[j] === '$' && text[j + 1] === '{') {
      const close = matchingClose(text, j + 1);
      if (close < 0) return text.length;
      j = close;
    }
  }
  return text.length;
}

/**
 * Walks code from start, past strings and comments, keeping the bracket depth; the index of the first
 * character at which stop(character, depth after it) holds, or -1.
 */
function scanCode(text: string, start: number, stop: (c: string, depth: number) => boolean): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const skipped = skipNonCode(text, i);
    if (skipped !== i) {
      i = skipped - 1;
      continue;
    }
    const c = text[i] ?? '';
    if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth--;
    if (stop(c, depth)) return i;
  }
  return -1;
}

/** The index of the bracket closing the one at open ('(', '[' or '{'), or -1. */
function matchingClose(text: string, open: number): number {
  return scanCode(text, open, (c, depth) => ')]}'.includes(c) && depth === 0);
}

/** The text from start up to the first ';' outside brackets, strings and comments (one statement). */
function statementFrom(text: string, start: number): string {
  const end = scanCode(text, start, (c, depth) => c === ';' && depth === 0);
  return text.slice(start, end < 0 ? undefined : end);
}

/** The template literals of a file (with their backticks), with their offsets. */
function templateLiterals(text: string): Array<{ text: string; index: number }> {
  const found = [];
  for (let i = 0; i < text.length; i++) {
    const skipped = skipNonCode(text, i);
    if (skipped === i) continue;
    if (text[i] === '`') found.push({ text: text.slice(i, skipped), index: i });
    i = skipped - 1;
  }
  return found;
}

// ---------------------------------------------------------------------------------------------------
// Imports
// ---------------------------------------------------------------------------------------------------

interface ImportSite {
  specifier: string;
  line: number;
}

const IMPORT_PATTERNS = [
  // import … from '…' and export … from '…' (type-only ones too), over several lines.
  /^[ \t]*(?:import|export)\s+(?:type\s+)?(?:[\w$]+\s*,\s*)?(?:\*(?:\s+as\s+[\w$]+)?|\{[^}]*\}|[\w$]+)\s+from\s*['"]([^'"]+)['"]/gm,
  // import '…' (side effects only).
  /^[ \t]*import\s*['"]([^'"]+)['"]/gm,
  // import('…') with a literal specifier (lazy routes and chunks).
  /(?<![\w$.])import\(\s*['"]([^'"]+)['"]\s*\)/g,
];

/** Every import, export-from and literal import() of a file. */
function importsOf(text: string): ImportSite[] {
  return IMPORT_PATTERNS.flatMap((pattern) =>
    [...text.matchAll(pattern)].map((m) => ({ specifier: m[1] ?? '', line: lineAt(text, m.index) })),
  );
}

/** The file an import names: relative, or by the web's aliases @web/… and @shared/…; else undefined. */
function resolveImport(root: string, fromFile: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(fromFile), specifier);
  else if (specifier.startsWith('@web/')) base = path.join(root, 'src/web', specifier.slice(5));
  else if (specifier.startsWith('@shared/')) base = path.join(root, 'src/shared', specifier.slice(8));
  else return undefined;
  const stem = base.replace(/\.(js|jsx|mjs)$/, '');
  const candidates = [
    base,
    `${stem}.ts`,
    `${stem}.tsx`,
    `${stem}.d.ts`,
    `${stem}/index.ts`,
    `${stem}/index.tsx`,
  ];
  return candidates.find(isFile);
}

interface ImportBinding {
  specifier: string;
  /** The name the other file exports ('default' for a default import). */
  imported: string;
}

/** The names a file imports, by their local name. */
function importBindings(text: string): Map<string, ImportBinding> {
  const bindings = new Map<string, ImportBinding>();
  const pattern =
    /^[ \t]*import\s+(?:type\s+)?(?:([\w$]+)\s*,?\s*)?(?:\{([^}]*)\})?\s*(?:\*\s+as\s+([\w$]+)\s*)?from\s*['"]([^'"]+)['"]/gm;
  for (const [, defaultName, named, namespace, specifier = ''] of text.matchAll(pattern)) {
    if (defaultName) bindings.set(defaultName, { specifier, imported: 'default' });
    if (namespace) bindings.set(namespace, { specifier, imported: '*' });
    for (const part of (named ?? '').split(',')) {
      const m = /^\s*(?:type\s+)?([\w$]+)(?:\s+as\s+([\w$]+))?\s*$/.exec(part);
      if (m?.[1]) bindings.set(m[2] ?? m[1], { specifier, imported: m[1] });
    }
  }
  return bindings;
}

// ---------------------------------------------------------------------------------------------------
// Graphs
// ---------------------------------------------------------------------------------------------------

interface FileImport {
  from: string;
  to: string;
  /** The importing file, relative to root. */
  file: string;
  line: number;
  specifier: string;
}

/**
 * Import edges between units: every file-level import whose two files sit in different units; and
 * the relative or aliased imports of unit files that name no file (left out, shown in a note).
 */
function unitImports(
  root: string,
  files: string[],
  unitOf: (file: string) => string | undefined,
): { edges: FileImport[]; unresolved: string[] } {
  const edges: FileImport[] = [];
  const unresolved: string[] = [];
  for (const file of files) {
    const from = unitOf(file);
    if (!from) continue;
    const rel = toPosix(path.relative(root, file));
    for (const site of importsOf(read(file))) {
      const target = resolveImport(root, file, site.specifier);
      const to = target && unitOf(target);
      if (to && to !== from) edges.push({ from, to, file: rel, ...site });
      if (
        !target &&
        /^(\.|@web\/|@shared\/)/.test(site.specifier) &&
        !/\.(css|svg|png)$/.test(site.specifier)
      )
        unresolved.push(`${rel}:${site.line} '${site.specifier}'`);
    }
  }
  return { edges, unresolved };
}

const unresolvedNote = (unresolved: string[]) =>
  unresolved.length === 0
    ? []
    : [`Imports naming no file (left out): ${unresolved.length}: ${unresolved.slice(0, 10).join(', ')}.`];

/** The first file-level import of each unit-level edge, keyed "from→to". */
function firstImportPerEdge(edges: FileImport[]): Map<string, FileImport> {
  const first = new Map<string, FileImport>();
  for (const edge of edges)
    if (!first.has(`${edge.from}→${edge.to}`)) first.set(`${edge.from}→${edge.to}`, edge);
  return first;
}

/** Tarjan's strongly connected components of the unit graph, those of more than one unit only. */
function cycles(edges: FileImport[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    if (!next.has(from)) next.set(from, new Set());
    if (!next.has(to)) next.set(to, new Set());
    next.get(from)?.add(to);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (unit: string) => {
    index.set(unit, index.size);
    low.set(unit, index.get(unit) ?? 0);
    stack.push(unit);
    onStack.add(unit);
    for (const other of next.get(unit) ?? []) {
      if (!index.has(other)) {
        visit(other);
        low.set(unit, Math.min(low.get(unit) ?? 0, low.get(other) ?? 0));
      } else if (onStack.has(other)) {
        low.set(unit, Math.min(low.get(unit) ?? 0, index.get(other) ?? 0));
      }
    }
    if (low.get(unit) === index.get(unit)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== unit);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const unit of [...next.keys()].sort()) if (!index.has(unit)) visit(unit);
  return components;
}

/** Unit pairs that import each other directly, as "a ⇄ b". */
function mutualPairs(edges: FileImport[]): string[] {
  const keys = new Set(edges.map((e) => `${e.from}→${e.to}`));
  const pairs = new Set<string>();
  for (const { from, to } of edges) if (from < to && keys.has(`${to}→${from}`)) pairs.add(`${from} ⇄ ${to}`);
  return [...pairs].sort();
}

const describeImport = (e: FileImport) => `${e.file}:${e.line} imports '${e.specifier}'`;

/** Each cycle's units and, for each edge inside it, one file-level import as an example. */
function describeCycles(components: string[][], edges: FileImport[], noun: string): string[] {
  const first = firstImportPerEdge(edges);
  return components.flatMap((units, i) => [
    `- cycle ${i + 1} (${units.length} ${noun}): ${units.join(', ')}`,
    ...[...first.values()]
      .filter((e) => units.includes(e.from) && units.includes(e.to))
      .map((e) => `  - ${e.from} → ${e.to}: ${describeImport(e)}`),
  ]);
}

// ---------------------------------------------------------------------------------------------------
// Report
// ---------------------------------------------------------------------------------------------------

interface Figure {
  metric: string;
  /** A number, or a short reason why it could not be counted. */
  count: number | string;
  /** What was counted, printed when the count is not zero. */
  details: string[];
  /** Context printed whatever the count (what was compared, what was left out). */
  note?: string[];
}

const figure = (metric: string, count: number | string, details: string[] = [], note?: string[]): Figure => ({
  metric,
  count,
  details,
  ...(note ? { note } : {}),
});

function printReport(root: string, figures: Figure[]): void {
  const lines = [`# Architecture counts: ${root}`, '', '| metric | count |', '| --- | --- |'];
  for (const f of figures) lines.push(`| ${f.metric} | ${f.count} |`);
  for (const f of figures) {
    const details = f.count === 0 ? [] : f.details;
    if (details.length === 0 && !f.note) continue;
    const body = [...(f.note ?? []), ...(f.note && details.length > 0 ? [''] : []), ...details];
    lines.push('', `## ${f.metric}: ${f.count}`, '', ...body);
  }
  console.log(lines.join('\n'));
}

// ---------------------------------------------------------------------------------------------------
// 1. Import cycles between server modules and between web units
// ---------------------------------------------------------------------------------------------------

/** Top-level server folders that count as modules of their own, when present. */
const SERVER_TOP_MODULES = ['http', 'db', 'ssr', 'demo', 'jobs'];

/** A server file's module: its folder under src/server/modules, or one of SERVER_TOP_MODULES. */
function serverModuleOf(root: string, file: string): string | undefined {
  const parts = toPosix(path.relative(path.join(root, 'src/server'), file)).split('/');
  if (parts[0] === 'modules' && parts.length >= 3) return parts[1];
  if (parts.length >= 2 && SERVER_TOP_MODULES.includes(parts[0] ?? '')) return parts[0];
  return undefined;
}

/** Server code: non-test .ts/.tsx under src/server, without test support (any folder named testing). */
function serverSourceFiles(root: string): string[] {
  return listFiles(path.join(root, 'src/server')).filter(
    (f) => isCode(f) && !isTestFile(f) && !toPosix(f).includes('/testing/'),
  );
}

/**
 * Server: the module graph (an edge A→B when a file of A imports, type-only or not, a file of B) and
 * its strongly connected components of more than one module; and the module pairs importing each
 * other directly. Files outside every module (app.ts, config.ts, cli/…) are left out of the graph.
 */
function serverCycles(root: string): Figure[] {
  const files = serverSourceFiles(root);
  const { edges, unresolved } = unitImports(root, files, (f) => serverModuleOf(root, f));
  const components = cycles(edges);
  const pairs = mutualPairs(edges);
  const modules = [...new Set(files.map((f) => serverModuleOf(root, f)).filter(Boolean))].sort();
  const outside = [
    ...new Set(
      files
        .filter((f) => !serverModuleOf(root, f))
        .map((f) => toPosix(path.relative(root, f)).replace(/^(src\/server\/[^/]+\/).*$/, '$1')),
    ),
  ].sort();
  return [
    figure(
      'server: import cycles between modules (SCCs of 2+ modules)',
      components.length,
      describeCycles(components, edges, 'modules'),
      [
        `Modules (${modules.length}): ${modules.join(', ')}.`,
        `Left out of the graph (in no module): ${outside.join(', ')}.`,
        `${edges.length} file-level imports between modules (type-only imports included).`,
        ...unresolvedNote(unresolved),
      ],
    ),
    figure(
      'server: module pairs importing each other directly',
      pairs.length,
      pairs.map((p) => `- ${p}`),
    ),
  ];
}

const FEATURE_AREAS = ['store', 'admin'];
/** Folders directly under features/admin that are the admin's shared kit, not features. */
const ADMIN_KIT = ['features/admin/lib', 'features/admin/layout'];

/**
 * A web file's unit, relative to src/web: a folder directly under features/store or features/admin
 * (features/store/cart), else its top-level folder (app, components, lib). Files directly in src/web
 * (main.tsx, entry-server.tsx) are in no unit.
 */
function webUnitOf(root: string, file: string): string | undefined {
  const parts = toPosix(path.relative(path.join(root, 'src/web'), file)).split('/');
  if (parts.length < 2 || parts[0]?.startsWith('..')) return undefined;
  if (parts[0] === 'features' && FEATURE_AREAS.includes(parts[1] ?? '') && parts.length >= 4)
    return parts.slice(0, 3).join('/');
  if (parts[0] === 'features' && parts.length >= 3) return parts.slice(0, 2).join('/');
  return parts[0];
}

const isFeature = (unit: string) => /^features\/(store|admin)\/[^/]+$/.test(unit);

function webSourceFiles(root: string): string[] {
  return listFiles(path.join(root, 'src/web')).filter((f) => isCode(f) && !isTestFile(f));
}

/** Unit-level edges of a kind, with every file-level import behind each (for the details). */
function describeEdges(edges: FileImport[]): string[] {
  const byEdge = new Map<string, FileImport[]>();
  for (const e of edges) byEdge.set(`${e.from} → ${e.to}`, [...(byEdge.get(`${e.from} → ${e.to}`) ?? []), e]);
  return [...byEdge.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([edge, imports]) => [
      `- ${edge} (${imports.length} imports)`,
      ...imports.map((e) => `  - ${describeImport(e)}`),
    ]);
}

/**
 * Web: the unit graph (as for the server, with the @web/ and @shared/ aliases and literal import()),
 * its cycles of 2+ units; the feature → feature edges (distinct pairs of folders under
 * features/store|admin, imports of the admin kit excluded); and components → feature edges.
 */
function webCycles(root: string): Figure[] {
  const files = webSourceFiles(root);
  const { edges, unresolved } = unitImports(root, files, (f) => webUnitOf(root, f));
  const components = cycles(edges);
  const featureEdges = edges.filter((e) => isFeature(e.from) && isFeature(e.to) && !ADMIN_KIT.includes(e.to));
  const componentEdges = edges.filter((e) => e.from === 'components' && isFeature(e.to));
  const countPairs = (list: FileImport[]) => new Set(list.map((e) => `${e.from}→${e.to}`)).size;
  const units = [...new Set(files.map((f) => webUnitOf(root, f)).filter(Boolean))].sort();
  return [
    figure(
      'web: import cycles between units (SCCs of 2+ units)',
      components.length,
      describeCycles(components, edges, 'units'),
      [
        `Units (${units.length}): ${units.join(', ')}; files directly in src/web are in none.`,
        `${edges.length} file-level imports between units (type-only and import() included).`,
        ...unresolvedNote(unresolved),
      ],
    ),
    figure(
      'web: feature → other feature edges (unit pairs)',
      countPairs(featureEdges),
      describeEdges(featureEdges),
    ),
    figure(
      'web: src/web/components → feature edges (unit pairs)',
      countPairs(componentEdges),
      describeEdges(componentEdges),
    ),
  ];
}

// ---------------------------------------------------------------------------------------------------
// 2. Files writing a table another module owns
// ---------------------------------------------------------------------------------------------------

/** Each table's owning module folders (inventory owns only the stock columns). */
const TABLE_OWNERS: Record<string, string[]> = {
  products: ['catalog', 'inventory'],
  product_variants: ['catalog', 'inventory'],
  catalog_revision: ['catalog'],
  catalog_changes: ['catalog'],
  cart_lines: ['cart'],
  orders: ['orders'],
  order_items: ['orders'],
  payment_notifications: ['payments'],
  discount_coupons: ['coupons'],
  sale_promotions: ['promotions'],
  users: ['auth'],
  profiles: ['auth'],
  user_roles: ['auth'],
  sessions: ['auth'],
  password_reset_tokens: ['auth'],
  sign_in_throttle: ['auth'],
  trusted_devices: ['auth'],
  request_limits: ['limits'],
  media: ['media'],
  outbox_emails: ['email'],
  audit_log: ['audit'],
};

const KYSELY_WRITE = /\.(insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(\s*(['"`])?([\w.]+)/g;
const SQL_WRITES = [
  /\binsert\s+(?:or\s+\w+\s+)?into\s+["`]?(\w+)/gi,
  /\bupdate\s+["`]?(\w+)["`]?\s+set\b/gi,
  /\bdelete\s+from\s+["`]?(\w+)/gi,
];

/** The tables a file writes (Kysely calls and SQL in template literals); unnamed targets apart. */
function tablesWritten(text: string): { tables: Set<string>; unresolved: string[] } {
  const tables = new Set<string>();
  const unresolved: string[] = [];
  for (const m of text.matchAll(KYSELY_WRITE)) {
    if (m[2]) tables.add(m[3] ?? '');
    else unresolved.push(`line ${lineAt(text, m.index)}: .${m[1]}(${m[3]}…)`);
  }
  for (const literal of templateLiterals(text))
    for (const pattern of SQL_WRITES) for (const m of literal.text.matchAll(pattern)) tables.add(m[1] ?? '');
  return { tables, unresolved };
}

/**
 * Non-test .ts/.tsx files under src/server (no migrations folder: the schema; no testing folder: test
 * support) writing at least one table whose owner is not the file's module. A file outside
 * src/server/modules owns nothing. Tables with no listed owner are shown, not counted.
 */
function foreignWrites(root: string): Figure {
  const offenders: string[] = [];
  const notes: string[] = [];
  for (const file of serverSourceFiles(root).filter((f) => !toPosix(f).includes('/migrations/'))) {
    const rel = toPosix(path.relative(root, file));
    const module = /^src\/server\/modules\/([^/]+)\//.exec(rel)?.[1];
    const { tables, unresolved } = tablesWritten(read(file));
    const foreign = [...tables].filter((t) => TABLE_OWNERS[t] && !TABLE_OWNERS[t].includes(module ?? ''));
    const unowned = [...tables].filter((t) => !TABLE_OWNERS[t]);
    if (foreign.length > 0)
      offenders.push(`- ${rel} (module ${module ?? 'none'}) → ${foreign.sort().join(', ')}`);
    if (unowned.length > 0) notes.push(`- ${rel}: writes tables with no listed owner: ${unowned.join(', ')}`);
    for (const u of unresolved) notes.push(`- ${rel}: write to a table not named literally, ${u}`);
  }
  const details = [...offenders, ...(notes.length > 0 ? ['', 'Not counted:', ...notes] : [])];
  return figure('server: files writing a table another module owns', offenders.length, details);
}

// ---------------------------------------------------------------------------------------------------
// 3. Routes outside the contract
// ---------------------------------------------------------------------------------------------------

const ROUTE_CHILD_FLAG = '--route-list-child';
const ROUTE_MARKER = 'ARCHITECTURE_COUNTS_ROUTES ';

interface RouteSummary {
  method: string;
  url: string;
}

interface AppModules {
  config: string;
  database: string;
  app: string;
  endpoints: string;
}

/** The file exporting name under dir: the usual path if it still does, else the first that does. */
function findExport(root: string, usual: string, dir: string, name: string): string {
  const pattern = new RegExp(`export\\s+(?:async\\s+)?(?:function\\s*\\*?|const|let)\\s+${name}\\b`);
  const preferred = path.join(root, usual);
  if (pattern.test(read(preferred))) return preferred;
  const found = listFiles(path.join(root, dir)).find(
    (f) => isCode(f) && !isTestFile(f) && pattern.test(read(f)),
  );
  return found ?? preferred;
}

/** Fastify's printRoutes({ commonPrefix: false }) tree back into routes (when routeList is missing). */
function parsePrintedRoutes(tree: string): RouteSummary[] {
  const routes: RouteSummary[] = [];
  const prefixes: string[] = [];
  for (const line of tree.split('\n')) {
    const m = /^([│ ]*)[├└]── (.*?)(?: \(([^)]*)\))?$/.exec(line);
    if (!m) continue;
    const depth = (m[1] ?? '').length / 4;
    prefixes.length = depth;
    prefixes.push(m[2] ?? '');
    for (const method of (m[3] ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean))
      routes.push({ method, url: prefixes.join('') });
  }
  return routes;
}

/** In the child process (cwd = root): builds the app API-only and prints its routes and endpoints. */
async function runRouteListChild(modules: AppModules): Promise<void> {
  const load = (file: string) => import(pathToFileURL(file).href);
  const { loadConfig } = (await load(modules.config)) as { loadConfig(env: Record<string, string>): unknown };
  const { openDatabase } = (await load(modules.database)) as {
    openDatabase(options: { sqlitePath: string }): Promise<{ destroy(): Promise<void> }>;
  };
  const { buildApp } = (await load(modules.app)) as {
    buildApp(options: { config: unknown; db: unknown; logger: false }): Promise<{
      ready(): Promise<unknown>;
      close(): Promise<unknown>;
      printRoutes(options: { commonPrefix: boolean }): string;
      routeList?: readonly RouteSummary[];
    }>;
  };
  const { endpoints } = (await load(modules.endpoints)) as {
    endpoints: Record<string, { method: string; path: string }>;
  };
  const config = loadConfig({ WEB_DIST_DIR: '/nonexistent', SEED_DEMO_DATA: 'false' });
  const db = await openDatabase({ sqlitePath: ':memory:' });
  const app = await buildApp({ config, db, logger: false });
  await app.ready();
  const routes = app.routeList
    ? [...app.routeList]
    : parsePrintedRoutes(app.printRoutes({ commonPrefix: false }));
  const contract = Object.values(endpoints).map(({ method, path }) => ({ method, path }));
  process.stdout.write(`${ROUTE_MARKER}${JSON.stringify({ routes, contract })}\n`);
  await app.close();
  await db.destroy();
}

/**
 * Distinct (method, url) routes the app serves, HEAD counted as GET, that are no endpoint's
 * (method, path) in the contract (the endpoints object), leaving out the API reference (/api/docs…).
 */
function routesOutsideContract(root: string): Figure {
  const metric = 'routes outside the contract';
  const modules: AppModules = {
    config: findExport(root, 'src/server/config.ts', 'src/server', 'loadConfig'),
    database: findExport(root, 'src/server/db/database.ts', 'src/server', 'openDatabase'),
    app: findExport(root, 'src/server/app.ts', 'src/server', 'buildApp'),
    endpoints: findExport(root, 'src/shared/api/endpoints.ts', 'src/shared', 'endpoints'),
  };
  const self = fileURLToPath(import.meta.url);
  const child = spawnSync('npx', ['tsx', self, ROUTE_CHILD_FLAG, JSON.stringify(modules)], {
    cwd: root,
    encoding: 'utf8',
    timeout: 180_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = (child.stdout ?? '').split('\n').find((line) => line.startsWith(ROUTE_MARKER));
  if (!output) {
    const why = `${child.error?.message ?? ''}\n${child.stderr ?? ''}`.trim().split('\n').slice(0, 15);
    return figure(
      metric,
      'not counted (the app did not build)',
      why.map((l) => `    ${l}`),
    );
  }
  const { routes, contract } = JSON.parse(output.slice(ROUTE_MARKER.length)) as {
    routes: RouteSummary[];
    contract: Array<{ method: string; path: string }>;
  };
  const key = (method: string, url: string) => `${method === 'HEAD' ? 'GET' : method} ${url}`;
  const inContract = new Set(contract.map((e) => key(e.method, e.path)));
  const served = new Set(
    routes.filter((r) => !r.url.startsWith('/api/docs')).map((r) => key(r.method, r.url)),
  );
  const byUrl = (k: string) => k.split(' ').reverse().join(' ');
  const outside = [...served]
    .filter((k) => !inContract.has(k))
    .sort((a, b) => byUrl(a).localeCompare(byUrl(b)));
  const unserved = [...inContract].filter((k) => !served.has(k));
  return figure(
    metric,
    outside.length,
    outside.map((k) => `- ${k}`),
    [
      `${served.size} distinct routes served (HEAD as GET, /api/docs… left out); ${inContract.size} endpoints in the contract.`,
      `Endpoints the app does not serve (not counted): ${unserved.length === 0 ? 'none' : unserved.join(', ')}.`,
    ],
  );
}

// ---------------------------------------------------------------------------------------------------
// 4. Files citing documents outside the repository
// ---------------------------------------------------------------------------------------------------

/** The old names of the specification and design documents, or an issue number (the word and digits). */
const OUTSIDE_CITATION = /SPEC\.md|DESIGN\.md|\b[Ii]ssue \d+/g;
const DECISIONS_CITATION = /docs\/decisions/;

const isText = (file: string) => !read(file).includes('\0');

/**
 * Source files citing documents outside the repository: src/**\/*.{ts,tsx,css,html}, and every text
 * file under e2e, bench and scripts. Also the number of src source files, and of files (the same
 * set) citing the decision records.
 */
function outsideCitations(root: string): Figure[] {
  const srcFiles = listFiles(path.join(root, 'src')).filter((f) => /\.(tsx?|css|html)$/.test(f));
  const toolFiles = ['e2e', 'bench', 'scripts']
    .flatMap((dir) => listFiles(path.join(root, dir)))
    .filter(isText);
  const citing = (files: string[]) =>
    files
      .map((f) => ({
        file: toPosix(path.relative(root, f)),
        cited: [...new Set(read(f).match(OUTSIDE_CITATION))],
      }))
      .filter((c) => c.cited.length > 0)
      .sort((a, b) => a.file.localeCompare(b.file));
  const srcCiting = citing(srcFiles);
  const toolCiting = citing(toolFiles);
  const decisions = [...srcFiles, ...toolFiles].filter((f) => DECISIONS_CITATION.test(read(f)));
  const list = (cs: Array<{ file: string; cited: string[] }>) =>
    cs.map((c) => `- ${c.file}: ${c.cited.join(', ')}`);
  return [
    figure('src files citing outside documents', srcCiting.length, list(srcCiting)),
    figure(
      'all files citing outside documents (src, e2e, bench, scripts)',
      srcCiting.length + toolCiting.length,
      ['(the src files above, and:)', ...list(toolCiting)],
    ),
    figure('src source files (.ts, .tsx, .css, .html; context)', srcFiles.length),
    figure(
      'files citing the decision records (docs + /decisions)',
      decisions.length,
      decisions.map((f) => `- ${toPosix(path.relative(root, f))}`).sort(),
    ),
  ];
}

// ---------------------------------------------------------------------------------------------------
// 5. Error-toast effects
// ---------------------------------------------------------------------------------------------------

/** A call of toast(…), toast.error(…), toastAdminError(…) or any function named with toast/Toast. */
const TOAST_CALL = /(?<![\w$])[\w$]*[tT]oast[\w$]*(?:\.[\w$]+)?\s*\(/g;

/** useEffect( calls in src/web (non-test) whose callback calls a toast function; file:line each. */
function toastEffects(root: string): Figure {
  const found: string[] = [];
  for (const file of webSourceFiles(root)) {
    const text = read(file);
    for (const m of text.matchAll(/\buseEffect\s*\(/g)) {
      const open = m.index + m[0].length - 1;
      const body = text.slice(open, matchingClose(text, open) + 1);
      const calls = [...new Set([...body.matchAll(TOAST_CALL)].map((c) => c[0].replace(/\s*\($/, '')))];
      if (calls.length > 0)
        found.push(
          `- ${toPosix(path.relative(root, file))}:${lineAt(text, m.index)} calls ${calls.join(', ')}`,
        );
    }
  }
  return figure('web: effects that show a toast (useEffect calling a toast function)', found.length, found);
}

// ---------------------------------------------------------------------------------------------------
// 6. Form styles
// ---------------------------------------------------------------------------------------------------

const SHARED_SCHEMA = 'react-hook-form with a shared schema';
const FORM_ONLY_SCHEMA = 'react-hook-form with a form-only schema';
const NO_SCHEMA = 'react-hook-form without a zod schema';
const HAND_CHECKS = 'useState and hand checks';
const UNKNOWN_CALLER = 'form methods from props, caller not found';

const isSharedImport = (root: string, file: string, specifier: string) => {
  if (specifier.startsWith('@shared/')) return true;
  const target = resolveImport(root, file, specifier);
  return (
    target !== undefined &&
    toPosix(path.relative(path.join(root, 'src/shared'), target)).split('/')[0] !== '..'
  );
};

/** The expression a file assigns to a top-level or local const/let/var name, or undefined. */
function definitionOf(text: string, name: string): string | undefined {
  const m = new RegExp(`\\b(?:const|let|var)\\s+${name.replace(/\$/g, '\\$')}\\b[^=;]*=`).exec(text);
  return m ? statementFrom(text, m.index + m[0].length) : undefined;
}

/**
 * A schema is shared when imported from src/shared, or built in the file from an imported shared
 * schema (…shared.extend/pick/omit/merge(…), or the shared schema itself); it is form-only when built
 * otherwise (z.object({ x: z.string() … })). An import from another web file is followed once.
 */
function schemaClass(root: string, file: string, name: string, follow = true): string {
  const text = read(file);
  const bindings = importBindings(text);
  const binding = bindings.get(name);
  if (binding) {
    if (isSharedImport(root, file, binding.specifier)) return SHARED_SCHEMA;
    const target = resolveImport(root, file, binding.specifier);
    return follow && target ? schemaClass(root, target, binding.imported, false) : FORM_ONLY_SCHEMA;
  }
  const expression = definitionOf(text, name);
  if (expression === undefined) return FORM_ONLY_SCHEMA;
  const sharedNames = [...bindings]
    .filter(([, b]) => isSharedImport(root, file, b.specifier))
    .map(([local]) => local);
  const derived = sharedNames.some((shared) =>
    new RegExp(
      `(?:^\\s*${shared}\\s*$|\\b${shared}\\s*\\.\\s*(?:extend|pick|omit|merge)\\s*\\(|\\.merge\\(\\s*${shared}\\b)`,
    ).test(expression),
  );
  if (derived) return SHARED_SCHEMA;
  // Built from another schema of the same file (const a = b.pick(…)): that one decides.
  const base = /^\s*([\w$]+)\s*\.\s*(?:extend|pick|omit|merge|partial|required|refine|superRefine)\s*\(/.exec(
    expression,
  );
  if (base?.[1] && base[1] !== 'z' && base[1] !== name) return schemaClass(root, file, base[1], follow);
  return FORM_ONLY_SCHEMA;
}

/** The form classes of a file that calls useForm: one per zodResolver(schema) it passes. */
function useFormClasses(root: string, file: string): string[] {
  const text = read(file);
  const schemas = [...text.matchAll(/\bzodResolver\(\s*([\w$]+)/g)].map((m) => m[1] ?? '');
  if (schemas.length === 0) return [NO_SCHEMA];
  return [...new Set(schemas.map((schema) => schemaClass(root, file, schema)))].sort();
}

const callsUseForm = (text: string) => /\buseForm\s*(?:<[^;()]*>)?\s*\(/.test(text);

/**
 * Each .tsx file under src/web rendering a <form, by how the form is built: useForm + zodResolver
 * with a shared or a form-only schema, or no useForm (useState and hand checks). A file given its
 * form methods by props (it takes react-hook-form types but does not call useForm) counts with the
 * files importing it that call useForm.
 */
function formStyles(root: string): Figure {
  const webFiles = webSourceFiles(root);
  const importers = (target: string) =>
    webFiles.filter((f) => importsOf(read(f)).some((s) => resolveImport(root, f, s.specifier) === target));
  const rows: string[] = [];
  const inUse = new Set<string>();
  for (const file of webFiles.filter((f) => f.endsWith('.tsx') && /<form\b/.test(read(f)))) {
    const text = read(file);
    let classes: string[];
    if (callsUseForm(text)) classes = useFormClasses(root, file);
    else if (/from\s*['"]react-hook-form['"]/.test(text)) {
      const callers = importers(file).filter((f) => callsUseForm(read(f)));
      classes =
        callers.length > 0 ? [...new Set(callers.flatMap((f) => useFormClasses(root, f)))] : [UNKNOWN_CALLER];
    } else classes = [HAND_CHECKS];
    for (const c of classes) inUse.add(c);
    rows.push(`- ${toPosix(path.relative(root, file))}: ${classes.join(' + ')}`);
  }
  return figure('web: form styles in use (distinct classes)', inUse.size, [
    ...[...inUse].sort().map((c) => `- ${c}: ${rows.filter((r) => r.includes(c)).length} files`),
    '',
    ...rows.sort(),
  ]);
}

// ---------------------------------------------------------------------------------------------------
// 7. duplicates pairs over src/
// ---------------------------------------------------------------------------------------------------

/** The pair count on the first line of `duplicates --repo <root>/src --most 200 --seconds 120`. */
function duplicatePairs(root: string): Figure {
  const metric = 'duplicates pairs over src/';
  const run = spawnSync(
    'duplicates',
    ['--repo', path.join(root, 'src'), '--most', '200', '--seconds', '120'],
    {
      encoding: 'utf8',
      timeout: 180_000,
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const first = (run.stdout ?? '').split('\n')[0] ?? '';
  const count = /^(\d+) pairs?\b/.exec(first)?.[1] ?? (/^no duplicates/.test(first) ? '0' : undefined);
  const extra = (run.stdout ?? '').split('\n').filter((l) => /^(left out|incomplete):/.test(l));
  if (count === undefined)
    return figure(metric, `not counted (${run.error?.message ?? (first || 'no output')})`);
  return figure(metric, Number(count), [first, ...extra]);
}

// ---------------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  if (process.argv[2] === ROUTE_CHILD_FLAG) {
    await runRouteListChild(JSON.parse(process.argv[3] ?? '{}') as AppModules);
    return;
  }
  const root = path.resolve(process.argv[2] ?? '.');
  printReport(root, [
    ...serverCycles(root),
    ...webCycles(root),
    foreignWrites(root),
    routesOutsideContract(root),
    ...outsideCitations(root),
    toastEffects(root),
    formStyles(root),
    duplicatePairs(root),
  ]);
}

await main();
