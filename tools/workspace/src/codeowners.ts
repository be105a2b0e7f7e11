/** One rule of a CODEOWNERS file: a pattern and its owners. */
export interface CodeownersRule {
  pattern: string;
  owners: string[];
  line: number;
}

/**
 * The rules of a CODEOWNERS text. Only the patterns this repository uses are accepted, so the
 * checks read them exactly as GitHub does: `*` (every file), `/folder/` (a folder from the
 * root) and `/file` (a file at that path); anything else is an error naming its line.
 */
export function parseCodeowners(text: string): CodeownersRule[] {
  return text.split('\n').flatMap((raw, index) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return [];
    const [pattern = '', ...owners] = line.split(/\s+/);
    if (!(pattern === '*' || /^\/[^*?[\]!\s]+$/.test(pattern)))
      throw new Error(`CODEOWNERS line ${index + 1}: unsupported pattern ${pattern}`);
    if (!owners.length || owners.some((owner) => !/^@[\w-]+\/[\w-]+$/.test(owner)))
      throw new Error(`CODEOWNERS line ${index + 1}: owners must be @org/team handles`);
    return [{ pattern, owners, line: index + 1 }];
  });
}

function matches(pattern: string, file: string): boolean {
  if (pattern === '*') return true;
  const rooted = pattern.slice(1);
  return rooted.endsWith('/') ? file.startsWith(rooted) : file === rooted;
}

/** The rule that owns a repository path (`apps/main/app/root.tsx`): the last that matches. */
export function ruleFor(
  rules: readonly CodeownersRule[],
  file: string,
): CodeownersRule | undefined {
  return rules.findLast((rule) => matches(rule.pattern, file));
}
