// The web app's features (web/src/features/<name>) as lint sees them (docs/architecture.md, "Where does it live"):
// - features/public-surface: a feature imports another only through its index.ts (`../../other`), never a file
//   inside it (`../../other/api/x`); what a feature offers others is what its index.ts exports.
// - features/no-cycle: no two features import each other, directly or through others. The graph of features is
//   read once per lint run from every file under web/src/features (its static and lazy imports), and an import
//   of feature B from feature A is refused when B leads back to A.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const featuresRoot = resolve(import.meta.dirname, '../web/src/features');
const SOURCE = /\.(ts|tsx)$/;
const SPECIFIERS = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.[^'"]*)['"]/g;

/** The feature a path lies in and the rest of its path inside it ('' for the folder itself), or null. */
function featureOf(path) {
  const rel = relative(featuresRoot, path);
  if (rel.startsWith('..') || rel === '') return null;
  const [feature, ...rest] = rel.split(sep);
  return { feature, inside: rest.join('/') };
}

const isIndex = (inside) => inside === '' || /^index(\.tsx?)?$/.test(inside);

function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

let cachedGraph = null;
/** feature -> the features its files import. */
function featureGraph() {
  if (cachedGraph) return cachedGraph;
  const graph = new Map();
  for (const file of files(featuresRoot)) {
    const from = featureOf(file)?.feature;
    if (!from) continue;
    if (!graph.has(from)) graph.set(from, new Set());
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(SPECIFIERS)) {
      const to = featureOf(resolve(dirname(file), specifier))?.feature;
      if (to && to !== from) graph.get(from).add(to);
    }
  }
  cachedGraph = graph;
  return graph;
}

/** A path of features from `start` to `goal` (both included), or null. */
function pathBetween(graph, start, goal) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const at = queue.shift();
    if (at === goal) {
      const path = [];
      for (let step = at; step !== null; step = previous.get(step)) path.unshift(step);
      return path;
    }
    for (const next of graph.get(at) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, at);
        queue.push(next);
      }
    }
  }
  return null;
}

/** Calls `check(node, from, to)` for each relative import of another feature from a file inside a feature. */
function onFeatureImports(context, check) {
  const from = featureOf(context.filename);
  if (!from) return {};
  const visit = (node, source) => {
    if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
    const to = featureOf(resolve(dirname(context.filename), source.value));
    if (to && to.feature !== from.feature) check(node, from.feature, to);
  };
  return {
    ImportDeclaration: (node) => visit(node, node.source),
    ExportNamedDeclaration: (node) => visit(node, node.source),
    ExportAllDeclaration: (node) => visit(node, node.source),
    ImportExpression: (node) => visit(node, node.source),
  };
}

export default {
  rules: {
    'public-surface': {
      meta: { type: 'problem', messages: { deep: "Import feature '{{feature}}' through its index.ts ('{{feature}}/{{inside}}' is inside it)" } },
      create: (context) => onFeatureImports(context, (node, _from, to) => {
        if (!isIndex(to.inside)) context.report({ node, messageId: 'deep', data: to });
      }),
    },
    'no-cycle': {
      meta: { type: 'problem', messages: { cycle: 'Features import each other: {{cycle}}' } },
      create: (context) => onFeatureImports(context, (node, from, to) => {
        const back = pathBetween(featureGraph(), to.feature, from);
        if (back) context.report({ node, messageId: 'cycle', data: { cycle: [from, ...back].join(' → ') } });
      }),
    },
  },
};
