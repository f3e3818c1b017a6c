import fs from 'node:fs';
import path from 'node:path';

/**
 * A lint rule for the architecture's boundaries (docs/architecture.md). The code is cut into units:
 * each folder matched by a `units` pattern (`src/server/modules/*`, `src/web/features/store/*`) is
 * one unit, with its subfolders. A file may import another unit only through that unit's public
 * entry (`entry`, e.g. index.ts), or not at all when the rule gives none; the units must not import
 * each other in a cycle, type imports included; and files matched by `isolated` (the web's shared
 * components) import no unit at all.
 */

const SOURCE = /\.(ts|tsx)$/;
const IMPORT = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/g;

const toPosix = (file) => file.split(path.sep).join('/');

/** A folder pattern with one trailing `*` (a unit per subfolder) as a matcher of relative paths. */
function unitMatcher(pattern) {
  const prefix = pattern.replace(/\*$/, '');
  return (relative) => {
    if (!relative.startsWith(prefix)) return undefined;
    const name = relative.slice(prefix.length).split('/')[0];
    // A file directly in the folder belongs to no unit.
    return name && relative.length > prefix.length + name.length ? prefix + name : undefined;
  };
}

/** The file an import names: relative, or through the web's aliases; undefined for a package. */
function resolveImport(root, fromFile, specifier) {
  let target;
  if (specifier.startsWith('.')) target = path.resolve(path.dirname(fromFile), specifier);
  else if (specifier.startsWith('@web/')) target = path.join(root, 'src/web', specifier.slice(5));
  else if (specifier.startsWith('@shared/')) target = path.join(root, 'src/shared', specifier.slice(8));
  else return undefined;
  const bare = target.replace(/\.(js|jsx|ts|tsx)$/, '');
  for (const candidate of [
    `${bare}.ts`,
    `${bare}.tsx`,
    path.join(target, 'index.ts'),
    path.join(target, 'index.tsx'),
  ]) {
    if (fs.existsSync(candidate)) return candidate;
  }
  return target;
}

function filesUnder(folder) {
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(folder, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return entry.isFile() && SOURCE.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The import graph between units, read from the files once per lint run. */
const graphs = new Map();
function unitGraph(root, patterns, unitOf) {
  const key = `${root}|${patterns.join(',')}`;
  if (graphs.has(key)) return graphs.get(key);
  const edges = new Map();
  const folders = new Set(patterns.map((pattern) => path.join(root, pattern.replace(/\*$/, ''))));
  for (const folder of folders) {
    for (const file of filesUnder(folder)) {
      const from = unitOf(toPosix(path.relative(root, file)));
      if (!from) continue;
      for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const target = resolveImport(root, file, specifier);
        const to = target && unitOf(toPosix(path.relative(root, target)));
        if (!to || to === from) continue;
        if (!edges.has(from)) edges.set(from, new Set());
        edges.get(from).add(to);
      }
    }
  }
  graphs.set(key, edges);
  return edges;
}

/** A path of units from `from` to `to` in the graph, if there is one. */
function pathBetween(edges, from, to) {
  const seen = new Set([from]);
  const queue = [[from]];
  while (queue.length > 0) {
    const route = queue.shift();
    for (const next of edges.get(route.at(-1)) ?? []) {
      if (next === to) return [...route, next];
      if (!seen.has(next)) {
        seen.add(next);
        queue.push([...route, next]);
      }
    }
  }
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Units import each other only through their public entry, and never in a cycle' },
    schema: [
      {
        type: 'object',
        properties: {
          units: { type: 'array', items: { type: 'string' } },
          entry: { type: ['string', 'null'] },
          isolated: { type: 'array', items: { type: 'string' } },
          root: { type: 'string' },
        },
        required: ['units'],
        additionalProperties: false,
      },
    ],
    messages: {
      entry: '{{from}} reaches into {{to}}: import its public entry, {{to}}/{{entry}}, instead',
      forbidden:
        '{{from}} imports {{to}}: one unit never imports another (move what both need to a shared place)',
      isolated: '{{from}} is shared by every unit and imports none: {{to}} is a unit',
      cycle: '{{from}} and {{to}} import each other: {{cycle}}',
    },
  },
  create(context) {
    const { units, entry = null, isolated = [], root = context.cwd } = context.options[0];
    const matchers = units.map(unitMatcher);
    const unitOf = (relative) => matchers.map((match) => match(relative)).find(Boolean);
    const file = context.filename;
    const relative = toPosix(path.relative(root, file));
    const from = unitOf(relative);
    const isolatedHere = isolated.some((prefix) => relative.startsWith(prefix));
    if (!from && !isolatedHere) return {};

    function check(node) {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const target = resolveImport(root, file, specifier);
      if (!target) return;
      const targetRelative = toPosix(path.relative(root, target));
      const to = unitOf(targetRelative);
      if (!to || to === from) return;
      if (isolatedHere) {
        context.report({ node: node.source, messageId: 'isolated', data: { from: relative, to } });
        return;
      }
      if (entry === null) {
        context.report({ node: node.source, messageId: 'forbidden', data: { from, to } });
        return;
      }
      if (targetRelative !== `${to}/${entry}`) {
        context.report({ node: node.source, messageId: 'entry', data: { from, to, entry } });
      }
      const back = pathBetween(unitGraph(root, units, unitOf), to, from);
      if (back) {
        context.report({
          node: node.source,
          messageId: 'cycle',
          data: { from, to, cycle: [from, ...back].join(' → ') },
        });
      }
    }

    // A literal import() counts too: a lazy chunk is still an import.
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'module-boundaries': rule } };
