/**
 * One export of one of Next's CommonJS modules. The handlers run both under plain Node (`next
 * start` imports them) and bundled by Turbopack (the route runtime), which expose a CommonJS
 * module differently: Node gives the whole `module.exports` as the default import (so a class
 * exported as `default` sits at `.default.default`); Turbopack hands `exports.default` itself.
 */
export function commonJsExport(namespace, name) {
  if (name === 'default') {
    for (const candidate of [namespace.default?.default, namespace.default]) {
      if (typeof candidate === 'function') return candidate;
    }
  } else {
    for (const candidate of [namespace[name], namespace.default?.[name]]) {
      if (candidate !== undefined) return candidate;
    }
  }
  throw new Error(`next internals changed: export "${name}" not found`);
}
