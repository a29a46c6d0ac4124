#!/usr/bin/env node
/**
 * Completes package-lock.json with the native packages of OTHER platforms.
 *
 * Why: packages such as tailwindcss's oxide, next's swc, rollup and unrs-resolver list one optional
 * dependency per platform. The registry this project is installed from serves only the Linux
 * ones (the others answer 404), and npm then leaves the other platforms out of the lockfile
 * without a word. `npm ci` checks that every declared dependency is locked and refuses with
 * "Missing: @tailwindcss/oxide-android-arm64@ from lock file". This script adds an entry for each
 * missing one: its exact version and the os / cpu / libc its name states, marked optional, so
 * `npm ci` skips it on every other platform (and fetches it on its own platform, where the
 * public registry has it).
 *
 *   node scripts/lock-foreign-platforms.mjs      # after every `npm install` that changes the lock
 */
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const packages = lock.packages;

const OS = [
  'android',
  'darwin',
  'freebsd',
  'openbsd',
  'openharmony',
  'win32',
  'linux',
  'netbsd',
  'sunos',
  'aix',
];
const CPU = ['arm64', 'x64', 'ia32', 'loong64', 'ppc64', 's390x', 'riscv64', 'arm', 'wasm32'];

/** Platform fields from a name such as `@rollup/rollup-linux-arm-musleabihf`. */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = OS.find((candidate) => parts.includes(candidate));
  const cpu = CPU.find((candidate) => parts.includes(candidate));
  if (!cpu) return null;
  const entry = {};
  if (cpu !== 'wasm32') {
    if (!os) return null;
    entry.os = [os];
  }
  entry.cpu = [cpu];
  if (os === 'linux') {
    if (parts.some((part) => part.startsWith('musl'))) entry.libc = ['musl'];
    else if (parts.some((part) => part.startsWith('gnu'))) entry.libc = ['glibc'];
  }
  return entry;
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(range)) {
      console.error(
        `cannot lock ${name}@${range} (wanted by ${path || 'the root'}): add it by hand`,
      );
      process.exitCode = 1;
      continue;
    }
    packages[`node_modules/${name}`] = {
      version: range,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...platform,
    };
    added += 1;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`locked ${added} package(s) of other platforms`);
