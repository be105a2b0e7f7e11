import ts from 'typescript';
import type { Plugin } from 'vite';

/** The modules of the sites' definitions (libs/sites/<site>/definition). */
const DEFINITION_MODULE = /[\\/]libs[\\/]sites[\\/][^\\/]+[\\/]definition[\\/]src[\\/][^?]*\.ts$/;

/** A string or template literal whose text has a spec citation (`§2.4:67 "…"`). */
const isCitation = (node: ts.Node, source: ts.SourceFile): boolean =>
  (ts.isStringLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node) ||
    ts.isTemplateExpression(node)) &&
  node.getText(source).includes('§');

/** A row's `note: '…'` (the reviewer's remark on a redirect row). */
const isNote = (node: ts.Node): node is ts.PropertyAssignment =>
  ts.isPropertyAssignment(node) &&
  ts.isIdentifier(node.name) &&
  node.name.text === 'note' &&
  ts.isStringLiteralLike(node.initializer);

/**
 * `code` (a definition module's TypeScript) with its reviewers' texts emptied: every string
 * holding a spec citation (`spec`, `rootSpec` and the constants they are made of) and every
 * row's `note` becomes `''`. Nothing else changes; the browser reads neither (the tests and the
 * web server read the sources).
 */
export function stripSpecCitations(code: string): string {
  const source = ts.createSourceFile('definition.ts', code, ts.ScriptTarget.Latest, true);
  const ranges: [number, number][] = [];
  const visit = (node: ts.Node): void => {
    const text = isNote(node) ? node.initializer : isCitation(node, source) ? node : null;
    if (text) ranges.push([text.getStart(source), text.end]);
    else ts.forEachChild(node, visit);
  };
  visit(source);
  let stripped = '';
  let last = 0;
  for (const [start, end] of ranges) {
    stripped += `${code.slice(last, start)}''`;
    last = end;
  }
  return stripped + code.slice(last);
}

/**
 * The browser build of a site app without its definitions' spec citations and notes: the rows
 * each page's start script registers (apps/<site>/app/root.tsx) carry their `spec` for reviewers
 * and the tests, which the browser never reads. 1.1–1.3 kB gzip of each app's start chunk
 * (main, asia, idp; measured for issue 45). The server build keeps them.
 */
export function stripSpecCitationsFromBrowser(): Plugin {
  return {
    name: 'corp:strip-spec-citations',
    apply: 'build',
    // The module's TypeScript source, before it is compiled.
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      if (!DEFINITION_MODULE.test(id)) return null;
      return { code: stripSpecCitations(code), map: null };
    },
  };
}
