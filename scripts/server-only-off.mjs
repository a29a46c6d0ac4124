/**
 * `node --import ./scripts/server-only-off.mjs`: lets command-line tools (content:check) load
 * server modules. `server-only` guards against client bundles; outside Next there is no client,
 * so here it resolves to an empty module.
 */
import { register } from 'node:module';

const hooks = `export async function resolve(specifier, context, next) {
  if (specifier === 'server-only') return { url: 'data:text/javascript,', shortCircuit: true };
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
