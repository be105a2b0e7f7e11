// tools/vite is no project of its own (the apps' Vite configs import it by relative path).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { stripSpecCitations } from '../../vite/strip-spec-citations';

// The browser build of the site definitions (tools/vite/strip-spec-citations.ts): the reviewers'
// texts go, every value the resolver reads stays.
describe('stripSpecCitations', () => {
  it('empties the spec citations, the constants they are made of and the notes', () => {
    const source = [
      'const PAGES = \'§2.2:38 "/, /about"\';',
      'const page = (name, spec) => ({ name, path: `/${name}/`, spec });',
      'export const rows = [',
      '  page("about", PAGES),',
      '  { id: "x", from: ["/ru/asia/"], to: { kind: "path", path: "/ru/" }, status: 301,',
      '    spec: `${PAGES} + §2.4:74 "| /ru/asia/ | /ru/ |"`, note: "The table names no host." },',
      '];',
      'export const def = { site: "asia", rootSpec: "§2.3:58 \\"Asia host\\"", hostHints: ["asia.*"] };',
    ].join('\n');
    expect(stripSpecCitations(source)).toBe(
      [
        "const PAGES = '';",
        'const page = (name, spec) => ({ name, path: `/${name}/`, spec });',
        'export const rows = [',
        '  page("about", PAGES),',
        '  { id: "x", from: ["/ru/asia/"], to: { kind: "path", path: "/ru/" }, status: 301,',
        "    spec: '', note: '' },",
        '];',
        'export const def = { site: "asia", rootSpec: \'\', hostHints: ["asia.*"] };',
      ].join('\n'),
    );
  });

  it('leaves a module without citations as it is', () => {
    const source = 'export const hosts = ["idp.localhost"];\nexport const note = "kept";\n';
    expect(stripSpecCitations(source)).toBe(source);
  });
});
