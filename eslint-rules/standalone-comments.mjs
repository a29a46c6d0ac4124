/**
 * `house/standalone-comments`: a comment or a test's title says its rule itself. A reader of the
 * code has neither the issue tracker nor the numbering of the specs, so a reference to either
 * tells them nothing; a document in the repository may be named by its path instead. A URL
 * (`github.com/owner/repo/issues/...`) is followable and passes.
 */

/** An issue by its number (with `#`, a list, an item), or a numbered part of a spec. */
const REFERENCES = [
  /\bissues?\s*#?\s*\d+(?:\s*(?:,|and)\s*\d+)*(?:,?\s*item\s*\d+)?/i,
  /\bspec(?:ification)?(?:'s)?\s+(?:sections?|\u00a7)\s*[\d-]*/i,
  /\bsections?\s+\d+(?:\s*(?:-|,|and)\s*\d+)*/i,
  /\u00a7\s*[\d.]*/,
];

/** The first reference in `text` (a comment with its line breaks and `*` gutters undone). */
export function referenceIn(text) {
  const flat = text.replace(/\s*\n\s*(?:\*(?!\/)\s*)?/g, ' ');
  for (const pattern of REFERENCES) {
    const match = pattern.exec(flat);
    if (match) return match[0].trim();
  }
  return undefined;
}

/** Line comments on consecutive lines read as one text: a reference may break across them. */
function commentGroups(comments) {
  const groups = [];
  for (const comment of comments) {
    const last = groups.at(-1)?.at(-1);
    if (
      comment.type === 'Line' &&
      last?.type === 'Line' &&
      last.loc.end.line + 1 === comment.loc.start.line
    )
      groups.at(-1).push(comment);
    else groups.push([comment]);
  }
  return groups;
}

/** Test functions whose first argument is a title (`describe`, `it.each(...)`, `test.describe`...). */
const TITLED = new Set(['describe', 'it', 'test', 'suite', 'bench']);

function rootName(callee) {
  let node = callee;
  while (node.type === 'MemberExpression' || node.type === 'CallExpression')
    node = node.type === 'MemberExpression' ? node.object : node.callee;
  return node.type === 'Identifier' ? node.name : undefined;
}

function titleText(node) {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node?.type === 'TemplateLiteral') return node.quasis.map((q) => q.value.cooked).join(' ');
  return undefined;
}

export const standaloneComments = {
  meta: {
    type: 'suggestion',
    docs: {
      description:
        'Comments and test titles state their rule, citing no issue number nor a spec numbering',
    },
    messages: {
      reference:
        "'{{reference}}' points at a tracker or a spec's numbering the reader does not have: " +
        'say the rule itself, briefly (a document in the repository may be named by its path).',
    },
    schema: [],
  },
  create(context) {
    const report = (node, loc, reference) =>
      context.report({ node, loc, messageId: 'reference', data: { reference } });
    return {
      Program(program) {
        for (const group of commentGroups(context.sourceCode.getAllComments())) {
          const reference = referenceIn(group.map((comment) => comment.value).join('\n'));
          if (reference)
            report(program, { start: group[0].loc.start, end: group.at(-1).loc.end }, reference);
        }
      },
      CallExpression(node) {
        if (!TITLED.has(rootName(node.callee))) return;
        const title = titleText(node.arguments[0]);
        const reference = title === undefined ? undefined : referenceIn(title);
        if (reference) report(node.arguments[0], node.arguments[0].loc, reference);
      },
    };
  },
};
