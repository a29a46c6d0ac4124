/**
 * `house/cookies-in-one-place`: every cookie's name, attributes, reads and writes live in one
 * module, so a cookie's lifetime or `Secure` flag is never decided twice. On the server that is
 * server/cookies.ts, the only importer of Next's `cookies()`; in the browser lib/http/cookies.ts,
 * the only writer of `document.cookie`. Reading `document.cookie` is open to all: it goes through
 * `readCookie` there anyway. Tests may do either.
 */

const NEXT_HEADERS = 'next/headers';
const SERVER_COOKIES = 'server/cookies.ts';
const BROWSER_COOKIES = 'lib/http/cookies.ts';

const isNamed = (node, name) =>
  (node.type === 'Identifier' && node.name === name) ||
  (node.type === 'Literal' && node.value === name);

/** `document.cookie`, also through `window.` or `globalThis.`. */
function isDocumentCookie(node) {
  if (node.type !== 'MemberExpression' || !isNamed(node.property, 'cookie')) return false;
  const owner = node.object;
  if (owner.type === 'Identifier') return owner.name === 'document';
  return (
    owner.type === 'MemberExpression' &&
    isNamed(owner.property, 'document') &&
    owner.object.type === 'Identifier' &&
    (owner.object.name === 'window' || owner.object.name === 'globalThis')
  );
}

/** Whether an import or re-export from next/headers brings `cookies` in (or all of it). */
const takesCookies = (node) =>
  node.source?.value === NEXT_HEADERS &&
  (node.type === 'ExportAllDeclaration' ||
    node.specifiers.some(
      (specifier) =>
        specifier.type === 'ImportNamespaceSpecifier' ||
        isNamed(specifier.imported ?? specifier.local, 'cookies'),
    ));

export function cookiesInOnePlace(checkedFile) {
  return {
    meta: {
      type: 'problem',
      docs: { description: 'Cookies are read and written through the one cookie module' },
      messages: {
        nextCookies:
          "Read and write cookies with server/cookies.ts's functions: it is the only module that " +
          "calls Next's cookies() (ARCHITECTURE.md, 'One way to do each thing').",
        documentCookie:
          'Write a cookie in the browser with lib/http/cookies.ts, where every cookie keeps its ' +
          "name and attributes (ARCHITECTURE.md, 'One way to do each thing').",
      },
      schema: [],
    },
    create(context) {
      const file = checkedFile(context);
      if (file === undefined) return {};
      const checks = {};
      if (file !== SERVER_COOKIES) {
        const check = (node) => {
          if (takesCookies(node)) context.report({ node, messageId: 'nextCookies' });
        };
        checks.ImportDeclaration = check;
        checks.ExportNamedDeclaration = check;
        checks.ExportAllDeclaration = check;
      }
      if (file !== BROWSER_COOKIES) {
        checks.AssignmentExpression = (node) => {
          if (isDocumentCookie(node.left)) context.report({ node, messageId: 'documentCookie' });
        };
      }
      return checks;
    },
  };
}
