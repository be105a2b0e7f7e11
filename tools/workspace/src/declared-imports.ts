import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

const sourceFile = /\.(?:m?[jt]sx?|c[jt]s)$/;
const importSpecifier =
  /(?:\bimport\s[^'"`;]*?\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|\bimport\s+)['"]([^'"\s]+)['"]/g;
const packageSpecifier = /^((?:@[\w.-]+\/)?[\w.-]+)(?:\/.*)?$/;

/** The npm packages a source text imports (`import`, `import()`, `require`), by package name. */
export function importedPackages(source: string): string[] {
  const names = new Set<string>();
  for (const [, specifier = ''] of source.matchAll(importSpecifier)) {
    if (specifier.startsWith('.') || specifier.startsWith('node:')) continue;
    const name = packageSpecifier.exec(specifier)?.[1];
    if (!name || builtinModules.includes(name) || name.startsWith('@corp/')) continue;
    names.add(name);
  }
  return [...names].sort();
}

/** Every source file under a folder, node_modules and test files (their samples) left out. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(file);
    return sourceFile.test(entry.name) && !/\.test\.[jt]sx?$/.test(entry.name) ? [file] : [];
  });
}

/** The packages the files import that `declared` does not name, with the files importing each. */
export function undeclaredImports(
  files: readonly string[],
  declared: ReadonlySet<string>,
): Record<string, string[]> {
  const missing: Record<string, string[]> = {};
  for (const file of files)
    for (const name of importedPackages(readFileSync(file, 'utf8')))
      if (!declared.has(name)) (missing[name] ??= []).push(file);
  return missing;
}
