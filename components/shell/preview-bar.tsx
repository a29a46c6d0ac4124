import { checkContent, formatFault } from '@/components/blocks/content-check';
import { getContentSource, localRoots } from '@/server/content';
import { ExitPreviewLink } from './exit-preview-link';

/**
 * Every problem `npm run content:check` finds in the embedded content, as `file:field: message`.
 * Visitors' pages skip a malformed entry or block; in preview the editor is told why.
 */
async function contentProblems(): Promise<string[]> {
  if (getContentSource().kind !== 'local') return [];
  const results = await Promise.all(localRoots().map((root) => checkContent(root)));
  return results.flatMap(({ faults }) => faults.map((fault) => formatFault(fault)));
}

/**
 * Shown on every page while draft mode is on (the root layout renders it only then, so published
 * pages stay static and never carry it): says this is a preview, leads out of it, and lists what
 * the content check rejects.
 */
export async function PreviewBar() {
  const problems = await contentProblems();
  return (
    <section
      aria-label="Preview"
      className="sticky top-0 z-40 border-b-2 border-ink bg-gold px-4 py-2 text-sm text-ink"
    >
      <div className="mx-auto flex max-w-[1440px] flex-wrap items-center gap-x-4 gap-y-2">
        <p className="font-bold tracking-widest uppercase">Preview</p>
        <p className="flex-1">
          Drafts and editor hints are shown. Visitors see the published site.
        </p>
        <ExitPreviewLink />
      </div>
      {problems.length ? (
        <details className="mx-auto mt-2 max-w-[1440px]">
          <summary className="cursor-pointer font-semibold">
            {problems.length === 1
              ? '1 content problem: visitors’ pages skip it'
              : `${problems.length} content problems: visitors’ pages skip them`}
          </summary>
          <ul aria-label="Content problems" className="mt-1 list-disc pl-6 font-mono text-xs">
            {problems.map((line, index) => (
              <li key={`${index}:${line}`}>{line}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
