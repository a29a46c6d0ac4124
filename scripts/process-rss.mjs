/**
 * Peak resident memory of a server, sampled from /proc while the bench runs. `next start` may run
 * its server in a child process and the site's runs under with-commerce beside the embedded
 * commerce service, so the figure is the sum over the processes titled `next-server` below the
 * started process, and below them (Linux only; elsewhere the peak stays undefined).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { cpuTicks, parentPid, processTree, residentKb } from './bench-figures.mjs';

const read = (path) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return ''; // the process ended between the listing and the read
  }
};

function parents() {
  const parentOf = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = read(`/proc/${entry}/stat`);
    if (stat) parentOf.set(Number(entry), parentPid(stat));
  }
  return parentOf;
}

/** Resident kB of the Next servers at or below `root` now. */
function serverResidentKb(root) {
  const parentOf = parents();
  const servers = processTree(root, parentOf).filter((pid) =>
    read(`/proc/${pid}/cmdline`).startsWith('next-server'),
  );
  const counted = new Set(servers.flatMap((pid) => processTree(pid, parentOf)));
  let total = 0;
  for (const pid of counted) total += residentKb(read(`/proc/${pid}/status`));
  return total;
}

/**
 * CPU seconds (user and system) the processes at or below `root` have used so far, from /proc
 * (undefined without it); the difference of two readings is what a run cost the server.
 */
export function treeCpuSeconds(root) {
  try {
    const ticksPerSecond = 100; // USER_HZ: 100 on every Linux Node runs on
    let ticks = 0;
    for (const pid of processTree(root, parents())) ticks += cpuTicks(read(`/proc/${pid}/stat`));
    return ticks / ticksPerSecond;
  } catch {
    return undefined;
  }
}

/** Resident MB of the Next servers at or below `root` now (undefined without /proc). */
export function serverResidentMb(root) {
  try {
    return Math.round(serverResidentKb(root) / 1024);
  } catch {
    return undefined;
  }
}

/** Samples every `everyMs` until stopped; `peakMb()` is the highest sum seen so far. */
export function watchPeakRss(root, everyMs = 250) {
  let peakKb;
  const sample = () => {
    try {
      const kb = serverResidentKb(root);
      if (kb > 0) peakKb = Math.max(peakKb ?? 0, kb);
    } catch {
      clearInterval(timer); // no /proc here
    }
  };
  const timer = setInterval(sample, everyMs);
  timer.unref();
  sample();
  return {
    peakMb: () => (peakKb === undefined ? undefined : Math.round(peakKb / 1024)),
    stop: () => clearInterval(timer),
  };
}
