/**
 * The project runs on Node 24 (package.json `engines`), which `npm install` puts in
 * node_modules/.bin: every npm script and `npx` command runs on it. A script or server started
 * directly with another Node (the machine's own, say) stops here with one line saying so, rather
 * than failing later in a library that needs a newer runtime.
 *
 *   import './node-version.mjs';   // first import of an entry script
 */
import pkg from '../package.json' with { type: 'json' };

/** The lowest major `engines.node` allows (`>=24`, `>=24.0.0`, `^24 || ^26`...). */
export function requiredMajor(engines) {
  const majors = [...String(engines ?? '').matchAll(/(\d+)(?:\.\d+){0,2}/g)].map(([, major]) =>
    Number(major),
  );
  return majors.length ? Math.min(...majors) : 0;
}

/** The one-line refusal for `version` (`v20.20.2`), or undefined when it is new enough. */
export function nodeVersionProblem(version, engines) {
  const required = requiredMajor(engines);
  const major = Number(/^v?(\d+)/.exec(version)?.[1] ?? 0);
  if (major >= required) return undefined;
  return (
    `This project needs Node ${required} or newer and was started with Node ${version}: ` +
    `run it through npm (npm start, npm test, npm run <script>), which uses the Node ${required} ` +
    `that npm install put in node_modules/.bin, or put that Node first on PATH.`
  );
}

const problem = nodeVersionProblem(process.version, pkg.engines?.node);
if (problem) {
  console.error(problem);
  process.exit(1);
}
