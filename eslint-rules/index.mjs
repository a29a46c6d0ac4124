/**
 * The project's own lint rules (eslint.config.mjs turns them on as `house/...`):
 * - `house/layers`: a file imports only what its folder may (ARCHITECTURE.md's table, layers.mjs).
 * - `house/client-imports`: a client component imports no server module but server actions.
 * - `house/env-in-settings`: `process.env` is read in the settings module only.
 * - `house/standalone-comments`: comments and test titles cite no issue and no numbered part of
 *   a spec (standalone-comments.mjs).
 * - `house/cookies-in-one-place`: Next's `cookies()` and `document.cookie` writes only in the cookie
 *   module (cookies-in-one-place.mjs).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cookiesInOnePlace } from './cookies-in-one-place.mjs';
import { isTestFile, layerOf, mayImport, targetOf } from './layers.mjs';
import { standaloneComments } from './standalone-comments.mjs';

const toPosix = (file) => file.split(path.sep).join('/');

/** The file's path relative to the project root (ESLint's cwd), or undefined outside it. */
function relativeFile(context) {
  const relative = toPosix(path.relative(context.cwd, context.filename));
  return relative.startsWith('..') || path.isAbsolute(relative) ? undefined : relative;
}

const joinRelative = (fromRelative, specifier) =>
  toPosix(path.posix.normalize(path.posix.join(path.posix.dirname(fromRelative), specifier)));

/** Calls `check(node, specifier, typeOnly)` for every static import, re-export and `import()`. */
function eachImport(check) {
  const fromSource = (node) => {
    if (node.source && typeof node.source.value === 'string')
      check(
        node,
        node.source.value,
        node.importKind === 'type' ||
          node.exportKind === 'type' ||
          (node.specifiers?.length > 0 &&
            node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type')),
      );
  };
  return {
    ImportDeclaration: fromSource,
    ExportNamedDeclaration: fromSource,
    ExportAllDeclaration: fromSource,
    ImportExpression(node) {
      if (node.source.type === 'Literal' && typeof node.source.value === 'string')
        check(node, node.source.value, false);
    },
  };
}

const layers = {
  meta: {
    type: 'problem',
    docs: { description: "Imports follow ARCHITECTURE.md's folder table (nothing reaches upward)" },
    messages: {
      upward:
        "{{from}} may not import {{to}} ('{{specifier}}'): it would reach up the layers " +
        "(ARCHITECTURE.md, 'Folders and what each may import').",
    },
    schema: [],
  },
  create(context) {
    const file = relativeFile(context);
    const from = file && !isTestFile(file) ? layerOf(file) : undefined;
    if (!from) return {};
    return eachImport((node, specifier) => {
      const target = targetOf(specifier, file, joinRelative);
      if (target === undefined || mayImport(from, target)) return;
      context.report({ node, messageId: 'upward', data: { from, to: layerOf(target), specifier } });
    });
  },
};

/**
 * Whether the module at `target` (project-relative, no extension) is a server action module: it
 * starts with `'use server'`. Only those cross into the browser as references; anything else
 * under server/actions (e.g. `trace.ts`) would ship its code.
 */
function isServerActionModule(cwd, target) {
  for (const suffix of ['.ts', '.tsx', '/index.ts']) {
    let source;
    try {
      source = readFileSync(path.join(cwd, `${target}${suffix}`), 'utf8');
    } catch {
      continue;
    }
    return /^(\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*['"]use server['"]/.test(source);
  }
  return false;
}

/** `server/observability/report` would ship the Sentry SDK to every page. */
const NEVER_IN_THE_BROWSER = 'server/observability/report';

const clientImports = {
  meta: {
    type: 'problem',
    docs: { description: "A 'use client' module imports no server module except server actions" },
    messages: {
      serverModule:
        "A client component may not import '{{specifier}}': only server actions " +
        "(server/actions/**, modules starting with 'use server') cross into the browser; pass " +
        'the data in as props.',
      report:
        "A client component may not import '{{specifier}}': it would ship the Sentry SDK to every " +
        'page (the browser SDK is loaded by instrumentation-client.ts).',
    },
    schema: [],
  },
  create(context) {
    const file = relativeFile(context);
    if (!file || isTestFile(file)) return {};
    const body = context.sourceCode.ast.body;
    const isClient = body.some((node) => node.directive === 'use client');
    if (!isClient) return {};
    return eachImport((node, specifier, typeOnly) => {
      const target = targetOf(specifier, file, joinRelative);
      // Types are erased before the browser sees them.
      if (target === undefined || typeOnly || !target.startsWith('server/')) return;
      if (target === NEVER_IN_THE_BROWSER)
        context.report({ node, messageId: 'report', data: { specifier } });
      else if (!target.startsWith('server/actions/') || !isServerActionModule(context.cwd, target))
        context.report({ node, messageId: 'serverModule', data: { specifier } });
    });
  },
};

/**
 * Where `process.env` may be read: the settings module, and what runs before or outside the
 * app's settings by nature (Next's and the tools' configs, the instrumentation hooks, scripts,
 * the embedded commerce service, the cache handlers Node loads directly) and tests. The shared
 * KV store is given its variables by the settings (server/config/shared-kv-store.ts).
 */
const ENV_READERS = [
  /^server\/config\//,
  /^(next|playwright|vitest)\.config\.[cm]?[jt]s$/,
  /^instrumentation(-client)?\.ts$/,
  /^scripts\//,
  /^local-commerce\//,
  /^cache-handlers\//,
  // The bench's bare Next app is a measuring tool, not the site: its build picks its variant by env.
  /^bench\/bare\//,
];

const envInSettings = {
  meta: {
    type: 'problem',
    docs: { description: 'process.env is read only by the settings module (server/config)' },
    messages: {
      stray:
        'Read settings with getSettings() (server/config), not process.env: a new variable goes ' +
        "into EnvSchema and the settings (ARCHITECTURE.md, 'Add a setting').",
    },
    schema: [],
  },
  create(context) {
    const file = relativeFile(context);
    if (!file || isTestFile(file) || ENV_READERS.some((reader) => reader.test(file))) return {};
    return {
      MemberExpression(node) {
        const { object, property } = node;
        const isProcess =
          (object.type === 'Identifier' && object.name === 'process') ||
          (object.type === 'MemberExpression' &&
            object.object.type === 'Identifier' &&
            object.object.name === 'globalThis' &&
            object.property.name === 'process');
        const isEnv = node.computed
          ? property.type === 'Literal' && property.value === 'env'
          : property.name === 'env';
        if (isProcess && isEnv) context.report({ node, messageId: 'stray' });
      },
    };
  },
};

const house = {
  meta: { name: 'house' },
  rules: {
    layers,
    'client-imports': clientImports,
    'env-in-settings': envInSettings,
    'standalone-comments': standaloneComments,
    // The file, or undefined for a test or a file outside the project: those are not checked.
    'cookies-in-one-place': cookiesInOnePlace((context) => {
      const file = relativeFile(context);
      return file && !isTestFile(file) ? file : undefined;
    }),
  },
};

export default house;
