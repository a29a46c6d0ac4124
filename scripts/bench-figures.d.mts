/** The surface of bench-figures.mjs its unit test uses. */
export type Fit = { fixed: number; perChar: number };
export type BarePage = { path: string; bytes: number };
export type Visitor = {
  name: string;
  headers: Record<string, string>;
  goal: number | undefined;
  perRequest?: boolean;
};
type Measured = {
  bytes: number;
  result: {
    requests: { average: number };
    latency: { p99: number };
    errors: number;
    non2xx: number;
  };
};
export const SIZE_TOLERANCE: number;
export const DEFAULT_FIT: Fit;
export function fitBytes(points: { fillerChars: number; bytes: number }[]): Fit;
export function fillerFor(bytes: number, fit: Fit): number;
export function sameSize(bytes: number, target: number, tolerance?: number): boolean;
export function twinsFor(
  targets: number[],
  built: BarePage[],
  tolerance?: number,
): (BarePage | undefined)[];
export function visitorsFor(cartId: string, cartCount?: number, customerToken?: string): Visitor[];
export const P99_GOAL: number;
export function percent(share: number): string;
export function combineRounds(results: Measured['result'][]): Measured['result'];
export function ratioOf(side: Measured, twin: Measured): number;
export function ccColumns(sides: {
  site: Measured;
  bare: Measured;
  cc: Measured;
}): Record<string, string | number>;
export function reportRow(row: {
  visitor: Visitor;
  page: { path: string };
  site: Measured;
  bare: Measured;
  rendered?: Measured;
  cc?: Measured;
}): Record<string, string | number>;
export function residentKb(status: string): number;
export function parentPid(stat: string): number;
export function cpuTicks(stat: string): number;
export function processTree(root: number, parentOf: Map<number, number>): number[];
