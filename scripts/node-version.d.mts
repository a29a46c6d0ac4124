export function requiredMajor(engines: string | undefined): number;
export function nodeVersionProblem(
  version: string,
  engines: string | undefined,
): string | undefined;
