/**
 * Each instance's resident memory over a soak (scripts/soak.mjs): sampled every 10 s from /proc
 * (process-rss.mjs), reported at 1, 2, 5 and 10 minutes (those the run reached) and at its end,
 * with the spread after the warm-up (the goal: flat within 10 % over ten minutes). The first
 * minute fills the caches and the JavaScript heap settles to its working size, so the spread is
 * measured from the sample at one minute on. A figure, not a verdict: the soak fails on errors and
 * lost orders only.
 */
import { serverResidentMb } from './process-rss.mjs';

export const SAMPLE_EVERY_MS = 10_000;
export const WARM_UP_SECONDS = 60;
const MARKS_MINUTES = [1, 2, 5, 10];

/** Samples `pids` every SAMPLE_EVERY_MS from now; `stop()` ends it and returns the samples. */
export function sampleResidentMemory(pids, startedAt = Date.now()) {
  const samples = [];
  const take = () =>
    samples.push({
      seconds: Math.round((Date.now() - startedAt) / 1000),
      mb: pids.map((pid) => serverResidentMb(pid)),
    });
  take();
  const timer = setInterval(take, SAMPLE_EVERY_MS);
  return {
    stop() {
      clearInterval(timer);
      take();
      return samples;
    },
  };
}

/** The sample nearest to `seconds` (undefined when the run never came within 10 s of it). */
function nearest(samples, seconds) {
  let best;
  for (const sample of samples) {
    const off = Math.abs(sample.seconds - seconds);
    if (off <= SAMPLE_EVERY_MS / 1000 && (!best || off < Math.abs(best.seconds - seconds)))
      best = sample;
  }
  return best;
}

/**
 * Per instance: MB at each mark the run reached and at its end, the peak, and the spread after
 * the warm-up ((highest - lowest) / lowest of the samples from one minute on, in %).
 */
export function residentFigures(samples, instances) {
  return instances.map((name, index) => {
    const at = (sample) => sample?.mb[index];
    const series = samples.map(at).filter((mb) => typeof mb === 'number');
    const warm = samples
      .filter((sample) => sample.seconds >= WARM_UP_SECONDS)
      .map(at)
      .filter((mb) => typeof mb === 'number');
    const marks = Object.fromEntries(
      MARKS_MINUTES.map((minutes) => [minutes, at(nearest(samples, minutes * 60))]).filter(
        ([, mb]) => mb !== undefined,
      ),
    );
    const low = Math.min(...warm);
    const high = Math.max(...warm);
    return {
      name,
      start: series[0],
      marks,
      end: series.at(-1),
      peak: series.length > 0 ? Math.max(...series) : undefined,
      spreadPercent: warm.length > 1 ? Math.round(((high - low) / low) * 1000) / 10 : undefined,
      warmLow: warm.length > 0 ? low : undefined,
      warmHigh: warm.length > 0 ? high : undefined,
    };
  });
}

/** The memory table of the soak's report. */
export function printResidentMemory(figures) {
  const marks = MARKS_MINUTES.filter((minutes) => figures.some((row) => minutes in row.marks));
  console.log(
    `\nResident memory (MB; sampled every ${SAMPLE_EVERY_MS / 1000} s; spread from ${WARM_UP_SECONDS} s on, after the warm-up):`,
  );
  console.log(
    `| instance | start | ${marks.map((m) => `${m} min`).join(' | ')} | end | peak | after warm-up | spread |`,
  );
  console.log(`| --- | --- | ${marks.map(() => '---').join(' | ')} | --- | --- | --- | --- |`);
  for (const row of figures) {
    const cells = marks.map((minutes) => row.marks[minutes] ?? '');
    const range = row.warmLow === undefined ? 'n/a' : `${row.warmLow}-${row.warmHigh}`;
    const spread = row.spreadPercent === undefined ? 'n/a' : `${row.spreadPercent} %`;
    console.log(
      `| ${row.name} | ${row.start} | ${cells.join(' | ')} | ${row.end} | ${row.peak} | ${range} | ${spread} |`,
    );
  }
}
