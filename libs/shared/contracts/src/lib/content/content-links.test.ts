import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// References across kinds: what one kind names must exist in the other.
const contentDir = path.resolve(__dirname, '../../../../../../content');
type Item = Record<string, unknown>;
const read = (folder: string, locale = 'en'): Item[] =>
  JSON.parse(readFileSync(path.join(contentDir, folder, `${locale}.json`), 'utf8'));

const productCodes = new Set(read('products').map((product) => product['code']));
const divisions = read('divisions');
const industryIds = new Set(read('industries').map((industry) => industry['id']));
const kindsWithProducts = ['news', 'media', 'cases', 'webinars', 'industry-pages', 'divisions'];

describe('content references', () => {
  it.each(kindsWithProducts)('%s names only existing products', (folder) => {
    for (const locale of readdirSync(path.join(contentDir, folder)).map((f) =>
      f.replace('.json', ''),
    )) {
      for (const item of read(folder, locale)) {
        for (const code of (item['products'] as string[] | undefined) ?? []) {
          expect({ folder, locale, code, known: productCodes.has(code) }).toMatchObject({
            known: true,
          });
        }
      }
    }
  });

  it('a news item of a division is about that division’s products', () => {
    const divisionOf = new Map<unknown, unknown>();
    for (const division of divisions) {
      for (const code of division['products'] as string[]) divisionOf.set(code, division['id']);
    }
    for (const item of read('news')) {
      if (item['division'] === null) continue;
      expect(divisions.map((d) => d['id'])).toContain(item['division']);
      const products = (item['products'] as string[]) ?? [];
      if (products.length)
        expect({ id: item['id'], division: divisionOf.get(products[0]) }).toEqual({
          id: item['id'],
          division: item['division'],
        });
    }
  });

  it.each(['events', 'webinars', 'cases'])('%s use marketing industry ids that exist', (folder) => {
    for (const item of read(folder)) expect(industryIds).toContain(item['industry']);
  });
});
