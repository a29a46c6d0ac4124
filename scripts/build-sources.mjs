/**
 * What a build's shared pages were prerendered from: the embedded demo (the embedded commerce
 * service, content/) or services of the winery's own (COMMERCE_API_URL, BUILDER_API_KEY).
 * scripts/standalone.mjs writes it beside the server at build; the server's start script
 * (scripts/standalone-start.ts) refuses to start when its settings name another kind of source,
 * because its prerendered pages would show the build's catalogue, not the configured one: a demo
 * build started with production settings would serve the demo's wines as the shop.
 *
 * Only the kind is kept, never a URL or key: the file ships inside the image.
 */

/** The file's name inside `.next/standalone`. */
export const BUILD_SOURCES_FILE = 'build-sources.json';

const isSet = (value) => typeof value === 'string' && value.trim() !== '';

/** The sources `env` names: `embedded` unless the winery's own service is configured. */
export function buildSourcesOf(env) {
  return {
    commerce: isSet(env.COMMERCE_API_URL) ? 'configured' : 'embedded',
    content: isSet(env.BUILDER_API_KEY) ? 'configured' : 'embedded',
  };
}

const SETTING = { commerce: 'COMMERCE_API_URL', content: 'BUILDER_API_KEY' };

/**
 * One line saying why a server with `env` must not serve a build made from `built`, or undefined
 * when they agree (`built` undefined: a build from before the file existed, also refused).
 */
export function sourcesMismatch(built, env) {
  if (!built) {
    return 'This build does not say what its pages were prerendered from; build it again (npm run build).';
  }
  const now = buildSourcesOf(env);
  const differing = ['commerce', 'content'].filter((part) => built[part] !== now[part]);
  if (differing.length === 0) return undefined;
  // A part built from the demo but configured now is the case that would pass the demo off as
  // the shop; say that one first.
  const fromDemo = differing.filter((part) => built[part] === 'embedded');
  if (fromDemo.length > 0) {
    const names = fromDemo.map((part) => SETTING[part]).join(' and ');
    return `This build is the embedded demo (its pages were prerendered from the demo catalogue and content) but ${names} ${fromDemo.length > 1 ? 'are' : 'is'} set: build it again with the production settings (docs/operating.md, "Deploying").`;
  }
  const names = differing.map((part) => SETTING[part]).join(' and ');
  return `This build's pages were prerendered from the services ${names} named at build, which this server's settings leave unset: start it with the settings it was built with (docs/operating.md, "Deploying").`;
}

/** The line a demo build prints when it starts, so no one takes it for the shop. */
export const DEMO_ANNOUNCEMENT =
  'This is the embedded demo: its pages were prerendered from the demo catalogue and content. A shop is built with its production settings (docs/operating.md, "Deploying").';
