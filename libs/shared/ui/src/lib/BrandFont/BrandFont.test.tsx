import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { renderToStaticMarkup } from 'react-dom/server';
import { BrandFontPreload, brandFontFiles } from './BrandFont';

const css = readFileSync(join(__dirname, '../../styles/typography.css'), 'utf8');

interface Face {
  family: string;
  file: string;
  ranges: [number, number][];
}

/** The `@font-face` rules of typography.css: family, package file and unicode-range. */
const faces: Face[] = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body = '']) => ({
  family: /font-family:\s*'([^']+)'/.exec(body)?.[1] ?? '',
  file: /url\('([^']+)'\)/.exec(body)?.[1] ?? '',
  ranges: [
    ...(/unicode-range:([^;]+);/.exec(body)?.[1] ?? '').matchAll(
      /U\+([0-9A-F]+)(?:-([0-9A-F]+))?/gi,
    ),
  ].map(([, from = '', to]) => [parseInt(from, 16), parseInt(to ?? from, 16)]),
}));
const brand = faces.filter((face) => face.family === 'Inter Variable');

const packageDir = dirname(require.resolve('@fontsource-variable/inter/package.json'));

/** The code points a WOFF2 file has glyphs for (its `cmap`, formats 4 and 12). */
const cmaps = new Map<string, Set<number>>();
function codePointsOf(file: string): Set<number> {
  const cached = cmaps.get(file);
  if (cached) return cached;
  // Not require.resolve(file): jest maps font imports to a stub.
  const woff2 = readFileSync(file.replace(/^@fontsource-variable\/inter/, packageDir));
  const tables: { tag: string; length: number }[] = [];
  let at = 48;
  const base128 = () => {
    let value = 0;
    for (;;) {
      const byte = woff2[at++] as number;
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) return value;
    }
  };
  for (let index = 0, count = woff2.readUInt16BE(12); index < count; index += 1) {
    const flags = woff2[at++] as number;
    const known = flags & 0x3f;
    const tag = known === 63 ? woff2.toString('latin1', at, (at += 4)) : String(known);
    const transform = flags >> 6;
    const original = base128();
    const transformed = known === 10 || known === 11 ? transform === 0 : transform !== 0;
    tables.push({ tag, length: transformed ? base128() : original });
  }
  const data = brotliDecompressSync(woff2.subarray(at, at + woff2.readUInt32BE(20)));
  let offset = 0;
  for (const table of tables) {
    if (table.tag === '0') break; // cmap
    offset += table.length;
  }
  const points = new Set<number>();
  const cmap = data.subarray(offset);
  for (let record = 0; record < cmap.readUInt16BE(2); record += 1) {
    const sub = cmap.subarray(cmap.readUInt32BE(4 + record * 8 + 4));
    const format = sub.readUInt16BE(0);
    if (format === 4) {
      const segments = sub.readUInt16BE(6) / 2;
      for (let s = 0; s < segments; s += 1) {
        const end = sub.readUInt16BE(14 + s * 2);
        const start = sub.readUInt16BE(16 + segments * 2 + s * 2);
        for (let point = start; point <= end && point !== 0xffff; point += 1) points.add(point);
      }
    } else if (format === 12) {
      for (let group = 0; group < sub.readUInt32BE(12); group += 1) {
        const start = sub.readUInt32BE(16 + group * 12);
        const end = sub.readUInt32BE(20 + group * 12);
        for (let point = start; point <= end; point += 1) points.add(point);
      }
    }
  }
  cmaps.set(file, points);
  return points;
}

const alphabets = {
  english: 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  german: 'äöüßÄÖÜ„“–—€',
  russian: 'абвгдеёжзийклмнопрстуфхцчшщъыьэюяАБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ«»№',
  kazakh: 'әғқңөұүһіӘҒҚҢӨҰҮҺІ',
  currencies: '₽₸',
};

const covers = (face: Face, point: number) =>
  face.ranges.some(([from, to]) => point >= from && point <= to);

describe('brand font', () => {
  it('ships only the Latin, Latin Extended, Cyrillic and Cyrillic Extended subsets', () => {
    expect(
      brand.map((face) => face.file.replace(/^.*inter-|-wght-normal\.woff2$/g, '')).sort(),
    ).toEqual(['cyrillic', 'cyrillic-ext', 'latin', 'latin-ext']);
  });

  it.each(Object.entries(alphabets))(
    'has a glyph for every letter of %s in the subset whose unicode-range names it',
    (_, letters) => {
      for (const letter of letters) {
        const point = letter.codePointAt(0) as number;
        const face = brand.find((candidate) => covers(candidate, point));
        expect([letter, face?.file]).toEqual([letter, expect.any(String)]);
        expect([letter, codePointsOf(face?.file as string).has(point)]).toEqual([letter, true]);
      }
    },
  );

  it('preloads the files a language needs (Kazakh: Cyrillic and its extension)', () => {
    const subsetsOf = (lang: string) => brandFontFiles(lang).length;
    expect(subsetsOf('en')).toBe(1);
    expect(subsetsOf('de')).toBe(1);
    expect(subsetsOf('ru')).toBe(2);
    expect(subsetsOf('kk')).toBe(3);
    const html = renderToStaticMarkup(<BrandFontPreload lang="ru" />);
    expect(
      html.match(
        /<link rel="preload"[^>]*as="font"[^>]*type="font\/woff2"[^>]*crossorigin="anonymous"/g,
      ),
    ).toHaveLength(2);
  });

  it('scales every stand-in of the font stack, regular and bold, Latin and Cyrillic apart', () => {
    const tokens = readFileSync(join(__dirname, '../../styles/tokens.css'), 'utf8');
    const stack = /--font-family-base:([^;]*);/.exec(tokens)?.[1] ?? '';
    const standIns = [...stack.matchAll(/'(Inter Fallback[^']*)'/g)].map(([, family]) => family);
    expect(standIns).toEqual(['Inter Fallback', 'Inter Fallback Roboto', 'Inter Fallback DejaVu']);
    const bodies = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body = '']) => body);
    for (const family of standIns.slice(1)) {
      const own = bodies.filter((body) => body.includes(`font-family: '${family}';`));
      expect(own.map((body) => /font-weight: ([^;]*);/.exec(body)?.[1])).toEqual([
        '100 500',
        '100 500',
        '600 900',
        '600 900',
      ]);
      expect(own.filter((body) => body.includes('unicode-range: U+0400-052F;'))).toHaveLength(2);
      for (const body of own) {
        expect(body).toMatch(/src: local\('[^']+'\)/);
        const scale = Number(/size-adjust: ([\d.]+)%;/.exec(body)?.[1]);
        // Inter's ascender (1984 / 2048 em) and descender (494 / 2048) once scaled.
        const ascent = Number(/ascent-override: ([\d.]+)%;/.exec(body)?.[1]);
        const descent = Number(/descent-override: ([\d.]+)%;/.exec(body)?.[1]);
        expect(Math.abs((ascent * scale) / 100 - (1984 / 2048) * 100)).toBeLessThan(0.05);
        expect(Math.abs((descent * scale) / 100 - (494 / 2048) * 100)).toBeLessThan(0.05);
        expect(body).toContain('line-gap-override: 0%;');
      }
    }
  });

  it('has a metric-matched local fallback for regular and bold text', () => {
    const fallbacks = [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
      .map(([, body = '']) => body)
      .filter((body) => body.includes("'Inter Fallback'"));
    expect(fallbacks).toHaveLength(2);
    for (const body of fallbacks) {
      expect(body).toMatch(/src:[^;]*local\('Arial'|local\('Arial Bold'/);
      expect(body).toMatch(/local\('Liberation Sans( Bold)?'\)/);
      for (const descriptor of [
        'size-adjust',
        'ascent-override',
        'descent-override',
        'line-gap-override',
      ])
        expect(body).toContain(`${descriptor}:`);
    }
  });
});
