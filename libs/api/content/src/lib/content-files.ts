import { contentSiteOf } from '@corp/shared/contracts';
import type { ContentKind } from '@corp/shared/contracts';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { measureItem } from './content-measures';

export const contentLocales = ['en', 'ru', 'de', 'kz'] as const;
export type ContentLocale = (typeof contentLocales)[number];

export interface ContentEntry {
  kind: string;
  locale: ContentLocale;
  key: string;
  position: number;
  data: Record<string, unknown>;
  /** The site that owns the item (`contentSiteOf`): editors are scoped by it. */
  site: string;
}

export interface ContentSet {
  entries: ContentEntry[];
  /** sha256 over every file's name and bytes: unchanged content loads nothing. */
  checksum: string;
  /**
   * The values the load measured instead of taking them as written (a podcast's length, a
   * reading time: `podcasts/en.json[0].durationSeconds: 2520 → 33`); the seed logs them.
   */
  corrected: string[];
}

/** Kind `industryPages` lives in `content/industry-pages/`. */
export const kindFolder = (kind: string) => kind.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

export class ContentValidationError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Content is invalid:\n  ${problems.slice(0, 50).join('\n  ')}${problems.length > 50 ? `\n  … ${problems.length - 50} more` : ''}`,
    );
    this.name = 'ContentValidationError';
  }
}

/**
 * Reads `content/<kind>/<locale>.json` for every kind and validates each item with the kind's
 * contract; what an item says of its own file and words (a podcast's length, a media item's
 * reading time) is measured (`measureItem`). Every problem is collected, so one run names them
 * all.
 */
export function readContent(dir: string, kinds: Readonly<Record<string, ContentKind>>): ContentSet {
  const problems: string[] = [];
  const entries: ContentEntry[] = [];
  const corrected: string[] = [];
  const hash = createHash('sha256');
  for (const [kind, { schema, key }] of Object.entries(kinds)) {
    const folder = path.join(dir, kindFolder(kind));
    if (!existsSync(folder)) {
      problems.push(`${kindFolder(kind)}/: missing`);
      continue;
    }
    const files = readdirSync(folder)
      .filter((name) => name.endsWith('.json'))
      .sort();
    for (const file of files) {
      const locale = file.slice(0, -'.json'.length);
      const where = `${kindFolder(kind)}/${file}`;
      if (!(contentLocales as readonly string[]).includes(locale)) {
        problems.push(`${where}: not a locale file (en, ru, de, kz)`);
        continue;
      }
      const bytes = readFileSync(path.join(folder, file));
      hash.update(where).update(bytes);
      let items: unknown;
      try {
        items = JSON.parse(bytes.toString('utf8'));
      } catch (error) {
        problems.push(`${where}: ${(error as Error).message}`);
        continue;
      }
      if (!Array.isArray(items)) {
        problems.push(`${where}: must be a JSON array`);
        continue;
      }
      const seen = new Set<string>();
      items.forEach((item, position) => {
        const result = z.safeParse(schema, item);
        if (!result.success) {
          const issue = result.error.issues[0];
          problems.push(`${where}[${position}].${issue?.path.join('.')}: ${issue?.message}`);
          return;
        }
        const measured = measureItem(
          kind,
          result.data as Record<string, unknown>,
          path.join(dir, 'public'),
        );
        if (measured.problems.length) {
          problems.push(...measured.problems.map((problem) => `${where}[${position}].${problem}`));
          return;
        }
        // A replaced audio file changes what is served though no JSON byte changed.
        if (measured.corrected.length) {
          hash.update(`${where}[${position}]${measured.corrected.join()}`);
          corrected.push(...measured.corrected.map((change) => `${where}[${position}].${change}`));
        }
        const data = measured.data;
        const keyValue = data[key];
        if (keyValue === undefined || keyValue === null || keyValue === '') {
          problems.push(`${where}[${position}]: no ${key}`);
          return;
        }
        const itemKey = String(keyValue);
        if (seen.has(itemKey)) problems.push(`${where}[${position}]: duplicate ${key} ${itemKey}`);
        seen.add(itemKey);
        entries.push({
          kind,
          locale: locale as ContentLocale,
          key: itemKey,
          position,
          data,
          site: contentSiteOf(kind, data),
        });
      });
    }
  }
  if (problems.length) throw new ContentValidationError(problems);
  return { entries, checksum: hash.digest('hex'), corrected };
}
