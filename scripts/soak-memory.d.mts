/** The surface of soak-memory.mjs its unit test uses. */
export const SAMPLE_EVERY_MS: number;
export const WARM_UP_SECONDS: number;
export interface ResidentSample {
  seconds: number;
  mb: (number | undefined)[];
}
export interface ResidentFigures {
  name: string;
  start: number | undefined;
  marks: Record<number, number>;
  end: number | undefined;
  peak: number | undefined;
  spreadPercent: number | undefined;
  warmLow: number | undefined;
  warmHigh: number | undefined;
}
export function sampleResidentMemory(
  pids: number[],
  startedAt?: number,
): { stop(): ResidentSample[] };
export function residentFigures(samples: ResidentSample[], instances: string[]): ResidentFigures[];
export function printResidentMemory(figures: ResidentFigures[]): void;
