import { unstable_rethrow } from 'next/navigation';
import { Suspense, type ReactNode } from 'react';
import * as v from 'valibot';
import type { BuilderBlock } from '@/server/content/schema';
import type { BlockRender } from './define';
import { BLOCKS, RENDERED_NAMES, UNSUPPORTED_BUILTINS, definitionFor } from './registry';
import type { BlockContext } from './types';
import { reportError } from '@/server/observability/report';
import { FailedBlock, errorDetails } from './failed-block';
import { BlockError } from './ui/block-error';

/**
 * Block name to server renderer (ours and Builder's stock blocks; a name both have, Image, picks by
 * the shape of the options). Read from the block definitions.
 */
export const RENDERERS: Record<string, BlockRender> = Object.fromEntries(
  RENDERED_NAMES.map((name): [string, BlockRender] => [
    name,
    (options, children, context, nested) =>
      definitionFor(name, options)?.render(options, children, context, nested),
  ]),
);

/** A note about the content (an editor's mistake, not a failure of the site): the server log. */
function report(message: string) {
  console.error(`[blocks] ${message}`);
}

/**
 * Walks the builder's block tree on the server. Each block is rendered on its own: an unknown
 * block or invalid options are reported and skipped (editors see a note in draft mode); a block
 * that throws becomes the error fallback while the rest of the page renders.
 */
export async function renderBlocks(
  blocks: readonly BuilderBlock[] | undefined,
  context: BlockContext,
): Promise<ReactNode[]> {
  return Promise.all(
    (blocks ?? []).map((item, index) => renderBlock(item, context, item.id ?? String(index))),
  );
}

/**
 * One block. `editorChildren` replaces the rendered children (the visual editor passes a slot the
 * SDK's live child blocks fill on the client).
 */
export async function renderBlock(
  item: BuilderBlock,
  context: BlockContext,
  key: string,
  editorChildren?: ReactNode,
): Promise<ReactNode> {
  const name = item.component?.name;
  if (!name) {
    // A plain builder box: render its children in order.
    return <div key={key}>{await renderBlocks(item.children, context)}</div>;
  }
  const options = item.component?.options ?? {};
  const render = definitionFor(name, options)?.render;
  if (!render) return notRendered(name, context, key);
  try {
    const childContext = contextForChildren(name, options, context, key);
    const children = allowedChildren(name, item.children);
    const renderedChildren =
      editorChildren ?? (children.length ? await renderBlocks(children, childContext) : null);
    const renderOnce = () =>
      render(
        options,
        renderedChildren,
        { ...childContext, ...(item.id ? { blockId: item.id } : {}) },
        renderBlocks,
      );
    return await renderOrRetryOnRequest(name, context, key, renderOnce);
  } catch (error) {
    return invalidOrBroken(error, name, context, key);
  }
}

/** A note only editors see (draft mode), in place of a block the site does not render. */
function draftNote(context: BlockContext, key: string, text: ReactNode): ReactNode {
  return context.draft ? (
    <p key={key} role="note" className="bg-gold/20 p-2 text-sm">
      {text}
    </p>
  ) : null;
}

/** A block without a renderer: one of Builder's built-ins the site leaves out, or unknown. */
function notRendered(name: string, context: BlockContext, key: string): ReactNode {
  if ((UNSUPPORTED_BUILTINS as readonly string[]).includes(name)) {
    report(`Builder's built-in "${name}" is not rendered by the site; skipped`);
    return draftNote(context, key, `${name} is not supported on this site`);
  }
  report(`unknown block "${name}" skipped`);
  return draftNote(context, key, <>Unknown block {name}</>);
}

/** A single-open accordion names its items' group, so opening one closes the others. */
function contextForChildren(
  name: string,
  options: Record<string, unknown>,
  context: BlockContext,
  key: string,
): BlockContext {
  return name === 'AccordionContainer' && options.isMultipleExpandable !== true
    ? { ...context, accordionName: `accordion-${key}` }
    : context;
}

/** The children the block accepts (its `childRequirements`); the others are reported and skipped. */
function allowedChildren(name: string, children: readonly BuilderBlock[] | undefined) {
  const allowed = BLOCKS[name]?.childRequirements;
  return (children ?? []).filter((child) => {
    const childName = child.component?.name;
    const ok = !allowed || !childName || allowed.includes(childName);
    if (!ok) report(`"${childName}" is not allowed inside ${name}; skipped`);
    return ok;
  });
}

/**
 * Renders the block; one that throws is rendered again for a visitor's request (`FailedBlock`)
 * behind the fallback. Invalid options are not a failure: they go to `invalidOrBroken`.
 */
async function renderOrRetryOnRequest(
  name: string,
  context: BlockContext,
  key: string,
  renderOnce: () => ReactNode | Promise<ReactNode>,
): Promise<ReactNode> {
  try {
    return <FragmentWithKey key={key}>{await renderOnce()}</FragmentWithKey>;
  } catch (error) {
    unstable_rethrow(error);
    if (error instanceof v.ValiError) throw error;
    // Reported by FailedBlock when it fails again for a visitor; the log says it happened here.
    report(
      `"${name}" failed (${error instanceof Error ? error.message : String(error)}); retried on request`,
    );
    return (
      <Suspense
        key={key}
        fallback={<BlockError path={context.path} details={errorDetails(error, context)} />}
      >
        <FailedBlock name={name} context={context} retry={renderOnce} />
      </Suspense>
    );
  }
}

/** Invalid options (an editor's note in draft mode), or a failure around the block's render. */
function invalidOrBroken(error: unknown, name: string, context: BlockContext, key: string) {
  if (error instanceof v.ValiError) {
    report(
      `invalid options of "${name}" skipped: ${error.issues.map((issue) => issue.message).join('; ')}`,
    );
    return draftNote(context, key, `${name}: ${error.message}`);
  }
  // Prerender aborts and Next's control-flow errors (notFound, dynamic usage) pass through.
  unstable_rethrow(error);
  // Anything else that failed around the block's own render (each child has its own fallback).
  reportError(error, { section: 'blocks', route: context.path, extra: { block: name } });
  return <BlockError key={key} path={context.path} details={errorDetails(error, context)} />;
}

function FragmentWithKey({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
