import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod/mini';
import { BANNER_CODES } from './banners.schema';
import { geolocationRangeSchema } from './geolocation.schema';
import { INDUSTRY_PAGE_CODES } from './industry-pages.schema';
import { OFFICE_CODES } from './offices.schema';
import { PRODUCT_CODES } from './products.schema';
import { catalogContentKinds } from './catalog-kinds';
import {
  contentFixture,
  CONTENT_DIR,
  folderOf,
  LOCALES,
  PUBLIC_DIR,
  strings,
} from './content.test-support';
import type { Locale } from './content.test-support';

/**
 * The catalog and company content: every `content/<kind>/<locale>.json` parses with its schema, keys are unique,
 * en and ru hold the same keys (de/kz a subset), locale-independent fields agree across locales,
 * every referenced `/images/…` and `/download/…` file exists, and each kind's own rules hold.
 * Also the geolocation table and the translation files under `content/locale/`.
 */

type KindName = keyof typeof catalogContentKinds;
type ItemOf<K extends KindName> = z.infer<(typeof catalogContentKinds)[K]['schema']>;

const sorted = <T>(values: Iterable<T>) => [...values].sort();

const { kindNames, raw, items, keyOf, presentLocales } = contentFixture(catalogContentKinds);

/** `a.b.0.c`-style paths of every leaf of a JSON value. */
function leafPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leafPaths(v, `${prefix}${i}.`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => leafPaths(v, `${prefix}${k}.`));
  }
  return [prefix.slice(0, -1)];
}

/** The fields of an item that must be the same in every locale. */
const invariants: { [K in KindName]: (item: ItemOf<K>) => unknown } = {
  products: ({
    name: _n,
    description: _d,
    tag,
    image,
    details,
    popupBrochure,
    video,
    ...rest
  }) => ({
    ...rest,
    tag: tag?.link,
    image: image.desktop,
    popupBrochure: popupBrochure !== undefined,
    video: video && { src: video.src, poster: video.poster },
    features: details?.features.length,
    featureDetails: details?.features.map((f) => f.details !== undefined),
    benefits: details?.benefits.length,
    faq: details?.faq?.length,
  }),
  industries: ({ path: industryPath }) => industryPath,
  industryPages: ({ marketingId, image, sections, products }) => ({
    marketingId,
    image: image.desktop,
    sections: sections.length,
    products,
  }),
  divisions: ({ products }) => products,
  offices: ({ phone, email, coordinates, isHeadOffice }) => ({
    phone,
    email,
    coordinates,
    isHeadOffice,
  }),
  banners: ({ page, image, button }) => ({ page, image: image.desktop, button: button?.link }),
  seo: ({ site, path: seoPath, ogImage }) => ({ site, seoPath, ogImage }),
  privacyPolicies: ({ file }) => file,
  regulations: ({ name: _n, ...rest }) => rest,
  partners: ({ name: _n, description: _d, ...rest }) => rest,
  employees: ({ id, photo }) => ({ id, photo: photo.desktop }),
};

describe.each(kindNames)('content/%s', (kind) => {
  const folder = folderOf(kind);
  const locales = presentLocales(kind);

  it('has en.json and ru.json', () => {
    expect(locales).toEqual(expect.arrayContaining(['en', 'ru']));
  });

  it.each(locales)('%s.json: every item parses', (locale) => {
    const schema = catalogContentKinds[kind].schema as z.ZodMiniType;
    const errors = (raw[kind][locale] ?? []).flatMap((item, index) => {
      const result = schema.safeParse(item);
      if (result.success) return [];
      return result.error.issues.map(
        (issue) =>
          `${folder}/${locale}.json[${index}] (${keyOf(kind, item)}) ${issue.path.join('.')}: ${issue.message}`,
      );
    });
    expect(errors).toEqual([]);
  });

  it.each(locales)('%s.json: keys are unique', (locale) => {
    const keys = (raw[kind][locale] ?? []).map((item) => keyOf(kind, item));
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it('en and ru have the same keys; de and kz a subset of en', () => {
    const keys = (locale: Locale) => sorted((raw[kind][locale] ?? []).map((i) => keyOf(kind, i)));
    expect(keys('ru')).toEqual(keys('en'));
    const en = new Set(keys('en'));
    expect(keys('de').filter((key) => !en.has(key))).toEqual([]);
    expect(keys('kz').filter((key) => !en.has(key))).toEqual([]);
  });

  it('locale-independent fields agree with en', () => {
    const project = invariants[kind] as (item: unknown) => unknown;
    const en = new Map(items(kind, 'en').map((item) => [keyOf(kind, item), project(item)]));
    for (const locale of locales.filter((l) => l !== 'en')) {
      for (const item of items(kind, locale)) {
        expect({ locale, key: keyOf(kind, item), value: project(item) }).toEqual({
          locale,
          key: keyOf(kind, item),
          value: en.get(keyOf(kind, item)),
        });
      }
    }
  });

  it('every referenced /images/ and /download/ file exists', () => {
    const missing = locales.flatMap((locale) =>
      strings(raw[kind][locale])
        .filter((s) => /^\/(images|download)\//.test(s))
        .map((s) => s.split(/[?#]/)[0] ?? s)
        .filter((file) => !fs.existsSync(path.join(PUBLIC_DIR, file)))
        .map((file) => `${folder}/${locale}.json → ${file}`),
    );
    expect(missing).toEqual([]);
  });

  it('has no placeholder text', () => {
    const bad = locales.flatMap((locale) =>
      strings(raw[kind][locale]).filter((s) => /lorem|ipsum|todo|sample text|tbd/i.test(s)),
    );
    expect(bad).toEqual([]);
  });

  it('ru texts are in Russian', () => {
    // every item has at least one Cyrillic string (a brand name such as "MDC+" may stay Latin)
    const latinOnly = items(kind, 'ru').filter(
      (item) => !strings(item).some((s) => /[а-яё]/i.test(s)),
    );
    expect(latinOnly.map((item) => keyOf(kind, item))).toEqual([]);
  });
});

describe('products', () => {
  const en = items('products', 'en');
  const codes = new Set(en.map((p) => p.code));

  it('are exactly the 28 product codes of spec §2.2, ids 1–28', () => {
    expect(sorted(codes)).toEqual(sorted(PRODUCT_CODES));
    expect(en.map((p) => p.id).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 28 }, (_, i) => i + 1),
    );
  });

  it('related products exist, are not the product itself and are not repeated', () => {
    const bad = en.flatMap((p) =>
      p.relatedProducts
        .filter(
          (code, i) => !codes.has(code) || code === p.code || p.relatedProducts.indexOf(code) !== i,
        )
        .map((code) => `${p.code} → ${code}`),
    );
    expect(bad).toEqual([]);
  });

  it('every product has a page body', () => {
    for (const locale of presentLocales('products')) {
      expect(
        items('products', locale)
          .filter((p) => !p.details)
          .map((p) => p.code),
      ).toEqual([]);
    }
  });

  it('brochures: at least 15, including mdcplus, dispatcher, mdc and industrial-iot-platform', () => {
    const withBrochure = en.filter((p) => p.brochure);
    expect(withBrochure.length).toBeGreaterThanOrEqual(15);
    expect(withBrochure.map((p) => p.code)).toEqual(
      expect.arrayContaining(['mdcplus', 'dispatcher', 'mdc', 'industrial-iot-platform']),
    );
    for (const p of withBrochure) {
      expect(p.brochure?.downloadLink).toBe(`/download/brochures/${p.code}.pdf`);
    }
  });

  it('brochure pop-ups: at least 4, including flow and mdcplus, only on products with a brochure', () => {
    const withPopup = en.filter((p) => p.popupBrochure);
    expect(withPopup.length).toBeGreaterThanOrEqual(4);
    expect(withPopup.map((p) => p.code)).toEqual(expect.arrayContaining(['flow', 'mdcplus']));
    for (const locale of presentLocales('products')) {
      expect(
        items('products', locale)
          .filter((p) => p.popupBrochure && !p.brochure)
          .map((p) => `${locale}: ${p.code}`),
      ).toEqual([]);
    }
  });

  it('brochure videos: at least 3, small MP4 files of the site itself, with an existing poster', () => {
    const withVideo = en.filter((p) => p.video);
    expect(withVideo.length).toBeGreaterThanOrEqual(3);
    for (const p of withVideo) {
      // The page CSP plays media from the site (and MEDIA_ORIGIN in production) only.
      expect(p.video?.src).toBe(`/video/products/${p.code}.mp4`);
      const file = path.join(PUBLIC_DIR, p.video?.src ?? '');
      expect({ file, exists: fs.existsSync(file) }).toEqual({ file, exists: true });
      const bytes = fs.readFileSync(file);
      expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
      expect(bytes.length).toBeLessThan(300 * 1024);
      expect(p.video?.poster).toMatch(/^\/images\//);
    }
  });

  it('feature details: 2–3 paragraphs for every feature of every product in en and ru', () => {
    for (const locale of ['en', 'ru'] as const) {
      const missing = items('products', locale).flatMap((p) =>
        (p.details?.features ?? [])
          .filter((f) => !f.details)
          .map((f) => `${locale}: ${p.code} / ${f.title}`),
      );
      expect(missing).toEqual([]);
    }
  });

  it('demos: at least 5, some of them on the external demo stand', () => {
    const withDemo = en.filter((p) => p.demo);
    expect(withDemo.length).toBeGreaterThanOrEqual(5);
    expect(
      withDemo.filter((p) =>
        p.demo?.externalLink?.startsWith('https://demo.ferrum-digital.example/'),
      ).length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('brochure and demo files under /download/ are PDFs', () => {
    const links = en.flatMap((p) => [
      p.brochure?.downloadLink,
      p.brochure?.howItWorkFileLink,
      p.demo?.downloadLink,
    ]);
    const files = links.filter((l): l is string => !!l && l.startsWith('/download/'));
    for (const file of files) {
      const bytes = fs.readFileSync(path.join(PUBLIC_DIR, file));
      expect({ file, head: bytes.subarray(0, 5).toString('latin1') }).toEqual({
        file,
        head: '%PDF-',
      });
    }
  });

  it('German exists for industrial-iot-platform and mdcplus only', () => {
    expect(sorted(items('products', 'de').map((p) => p.code))).toEqual([
      'industrial-iot-platform',
      'mdcplus',
    ]);
  });

  it('belong to a division that lists them, and to existing industries', () => {
    const divisions = items('divisions', 'en');
    const industryIds = new Set(items('industries', 'en').map((i) => i.id));
    for (const p of en) {
      const division = divisions.find((d) => d.id === p.division);
      expect({ code: p.code, listed: division?.products.includes(p.code) }).toEqual({
        code: p.code,
        listed: true,
      });
      expect(p.industries.filter((id) => !industryIds.has(id))).toEqual([]);
    }
  });
});

describe('industries', () => {
  it('are the fixed marketing list of spec §3 in all four locales', () => {
    for (const locale of LOCALES) {
      expect(items('industries', locale).map((i) => i.id)).toEqual([1, 2, 3, 4, 5, 6]);
    }
    expect(items('industries', 'en').map((i) => i.name)).toEqual([
      'Mechanical engineering and metalworking',
      'Oil and gas',
      'Process industries',
      'Mining',
      'Energy and utilities',
      'Other',
    ]);
  });

  it('link to existing industry pages; only Other has none', () => {
    const pages = new Set<string>(INDUSTRY_PAGE_CODES);
    for (const industry of items('industries', 'en')) {
      const code = industry.path?.split('/')[2];
      expect({
        id: industry.id,
        ok: industry.id === 6 ? code === undefined : pages.has(code ?? ''),
      }).toEqual({
        id: industry.id,
        ok: true,
      });
    }
  });

  it('are written in Kazakh for kz', () => {
    for (const industry of items('industries', 'kz')) {
      expect({ name: industry.name, kazakh: /[әғқңөұүһі]/i.test(industry.name) }).toEqual({
        name: industry.name,
        kazakh: true,
      });
    }
  });
});

describe('industry pages', () => {
  it('are the 10 pages of spec §2.2 and show existing products', () => {
    const pages = items('industryPages', 'en');
    expect(sorted(pages.map((p) => p.code))).toEqual(sorted(INDUSTRY_PAGE_CODES));
    const codes = new Set<string>(PRODUCT_CODES);
    expect(pages.flatMap((p) => p.products.filter((c) => !codes.has(c)))).toEqual([]);
  });
});

describe('divisions', () => {
  it('are 4–6 and together list every product exactly once', () => {
    const divisions = items('divisions', 'en');
    expect(divisions.length).toBeGreaterThanOrEqual(4);
    expect(divisions.length).toBeLessThanOrEqual(6);
    const listed = divisions.flatMap((d) => d.products);
    expect(sorted(listed)).toEqual(sorted(PRODUCT_CODES));
  });
});

describe('offices', () => {
  it('are the 11 contact cities, with one head office in Moscow', () => {
    const offices = items('offices', 'en');
    expect(sorted(offices.map((o) => o.code))).toEqual(sorted(OFFICE_CODES));
    expect(offices.filter((o) => o.isHeadOffice).map((o) => o.code)).toEqual(['moscow']);
  });

  it('have Kazakh only for Almaty', () => {
    expect(items('offices', 'kz').map((o) => o.code)).toEqual(['almaty']);
  });

  it('lie in Russia or Kazakhstan', () => {
    for (const { code, coordinates } of items('offices', 'en')) {
      const { lat, lng } = coordinates;
      expect({ code, inside: lat > 41 && lat < 70 && lng > 27 && lng < 100 }).toEqual({
        code,
        inside: true,
      });
    }
  });
});

describe('banners', () => {
  it('cover every banner page, with de for index and about and kz for asia', () => {
    expect(sorted(items('banners', 'en').map((b) => b.code))).toEqual(sorted(BANNER_CODES));
    expect(sorted(items('banners', 'de').map((b) => b.code))).toEqual(['about', 'index']);
    expect(items('banners', 'kz').map((b) => b.code)).toEqual(['asia']);
    const pages = items('banners', 'en').map((b) => b.page);
    expect(pages.filter((p, i) => pages.indexOf(p) !== i)).toEqual([]);
  });
});

describe('seo', () => {
  const PAGES = [
    '/',
    '/about/',
    '/academy/',
    '/asia/',
    '/contacts/',
    '/events/',
    '/idp/',
    '/machine/',
    '/mount/',
    '/partnership/',
    '/presskit/',
    '/product/',
    '/techpod/',
    '/about/feedback/',
    '/about/hr/',
    '/about/sustainability/',
    '/news/media/',
    '/news/media/special/',
    '/news/podcasts/',
    '/news/webinars/',
  ];
  const expected = [
    ...PAGES.map((p) => `main:${p}`),
    ...OFFICE_CODES.map((c) => `main:/contacts/${c}/`),
    ...INDUSTRY_PAGE_CODES.map((c) => `main:/industries/${c}/`),
    ...PRODUCT_CODES.map((c) => `main:/product/${c}/`),
    'asia:/',
    'idp:/',
    'techpod:/',
    'machine:/2.0/',
    'mount:/praktikum/',
  ];

  it('has one entry per page of spec §2.2 and per site root', () => {
    expect(sorted(items('seo', 'en').map((s) => s.code))).toEqual(sorted(expected));
  });

  it('has German and Kazakh only where those pages exist', () => {
    expect(sorted(items('seo', 'de').map((s) => s.code))).toEqual(
      sorted([
        'main:/',
        'main:/about/',
        'main:/product/industrial-iot-platform/',
        'main:/product/mdcplus/',
      ]),
    );
    expect(items('seo', 'kz').map((s) => s.code)).toEqual(['asia:/']);
  });

  it.each(LOCALES)('%s: titles and descriptions are specific to their page', (locale) => {
    const entries = items('seo', locale);
    const titles = entries.map((s) => s.title);
    const descriptions = entries.map((s) => s.description);
    expect(titles.filter((t, i) => titles.indexOf(t) !== i)).toEqual([]);
    expect(descriptions.filter((d, i) => descriptions.indexOf(d) !== i)).toEqual([]);
  });

  it('home page meta claims the expected 10–15 % efficiency increase', () => {
    for (const locale of ['en', 'ru', 'de'] as const) {
      const home = items('seo', locale).find((s) => s.code === 'main:/');
      expect(home?.description).toMatch(/10[–-]15\s?%/);
    }
  });
});

describe('privacy policies', () => {
  it('are the three static PDFs of spec §2.8; German links the same ones, named in German', () => {
    for (const locale of ['en', 'ru', 'de'] as const)
      expect(sorted(items('privacyPolicies', locale).map((p) => p.file))).toEqual([
        '/download/Anti_Corruption_Policy.pdf',
        '/download/Privacy_Policy.pdf',
        '/download/Privacy_Policy_Rus.pdf',
      ]);
    // Issue 42: the German footer listed "Privacy Policy", "Anti-Corruption Policy".
    expect(items('privacyPolicies', 'de').map((p) => p.name)).not.toContain('Privacy Policy');
  });
});

describe('regulations, partners, employees', () => {
  it('have the expected number of items', () => {
    const count = (kind: KindName) => items(kind, 'en').length;
    expect(count('regulations')).toBeGreaterThanOrEqual(6);
    expect(count('regulations')).toBeLessThanOrEqual(10);
    expect(count('partners')).toBeGreaterThanOrEqual(12);
    expect(count('partners')).toBeLessThanOrEqual(16);
    expect(count('employees')).toBeGreaterThanOrEqual(8);
    expect(count('employees')).toBeLessThanOrEqual(12);
  });

  it('partners cover every category', () => {
    expect(sorted(new Set(items('partners', 'en').map((p) => p.category)))).toEqual([
      'academic',
      'integrator',
      'reseller',
      'technology',
    ]);
  });
});

describe('downloads', () => {
  const DOWNLOAD_DIR = path.join(PUBLIC_DIR, 'download');
  const pdfs = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? pdfs(full) : [full];
    });
  const files = fs.existsSync(DOWNLOAD_DIR) ? pdfs(DOWNLOAD_DIR) : [];
  const isAudio = (file: string) => /\.(mp3|wav)$/.test(file);
  const audio = files.filter(isAudio);

  it.each(files.filter((f) => !isAudio(f)).map((f) => path.relative(PUBLIC_DIR, f)))(
    '%s is a complete PDF under 60 KB',
    (file) => {
      const bytes = fs.readFileSync(path.join(PUBLIC_DIR, file));
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const tail = bytes.subarray(-64).toString('latin1');
      expect(tail).toMatch(/startxref\s+\d+\s+%%EOF\s*$/);
      const xrefAt = Number(/startxref\s+(\d+)/.exec(tail)?.[1]);
      expect(bytes.subarray(xrefAt, xrefAt + 4).toString('latin1')).toBe('xref');
      expect(bytes.length).toBeLessThan(60 * 1024);
    },
  );

  it('has the demo audio of every podcast episode in en and ru, each an MP3 under 150 KB', () => {
    const wanted = ['en', 'ru'].flatMap((locale) =>
      (
        JSON.parse(
          fs.readFileSync(path.join(PUBLIC_DIR, '..', 'podcasts', `${locale}.json`), 'utf8'),
        ) as { audioUrl: string }[]
      )
        .map((episode) => episode.audioUrl)
        .filter((url) => url.startsWith('/download/')),
    );
    expect(wanted.length).toBeGreaterThan(0);
    expect(sorted(audio.map((f) => `/${path.relative(PUBLIC_DIR, f)}`))).toEqual(sorted(wanted));
    for (const file of audio) {
      const bytes = fs.readFileSync(file);
      // An ID3v2 tag, then MPEG audio frames.
      expect(bytes.subarray(0, 3).toString('latin1')).toBe('ID3');
      expect(bytes.length).toBeLessThan(150 * 1024);
    }
  });

  it('stay under 3 MB in total', () => {
    const total = files.reduce((sum, f) => sum + fs.statSync(f).size, 0);
    expect(total).toBeLessThan(3 * 1024 * 1024);
  });
});

describe('content/geolocation/ranges.json', () => {
  const data: unknown = JSON.parse(
    fs.readFileSync(path.join(CONTENT_DIR, 'geolocation/ranges.json'), 'utf8'),
  );

  it('parses as IPv4 CIDR → country code ranges', () => {
    const result = geolocationRangeSchema.safeParse(data);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it('has no overlapping ranges and covers the main markets', () => {
    const ranges = geolocationRangeSchema.parse(data).map(({ cidr, code }) => {
      const [address = '', bits = '0'] = cidr.split('/');
      const start = address.split('.').reduce((acc, o) => acc * 256 + Number(o), 0);
      return { cidr, code, start, end: start + 2 ** (32 - Number(bits)) - 1 };
    });
    const overlaps = ranges.flatMap((a, i) =>
      ranges
        .slice(i + 1)
        .filter((b) => a.start <= b.end && b.start <= a.end)
        .map((b) => `${a.cidr} ∩ ${b.cidr}`),
    );
    expect(overlaps).toEqual([]);
    for (const code of ['RU', 'KZ', 'DE', 'FI', 'US']) {
      expect(ranges.some((r) => r.code === code)).toBe(true);
    }
  });
});

describe('content/locale', () => {
  const FILES = [
    'layout/formContact.json',
    'layout/header.json',
    'layout/footer.json',
    'news/media/footer.json',
  ];
  const read = (locale: Locale, file: string): unknown =>
    JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, 'locale', locale, file), 'utf8'));

  describe.each(FILES)('%s', (file) => {
    const en = read('en', file);

    it.each(LOCALES)('%s has exactly the key paths of en', (locale) => {
      expect(sorted(leafPaths(read(locale, file)))).toEqual(sorted(leafPaths(en)));
    });

    it.each(LOCALES)('%s has only non-empty strings', (locale) => {
      const value = read(locale, file);
      const leaves = leafPaths(value).map((p) =>
        p.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], value),
      );
      expect(leaves.filter((leaf) => typeof leaf !== 'string' || leaf.trim() === '')).toEqual([]);
    });
  });

  it('formContact carries the texts of spec §4 and §8', () => {
    const form = (locale: Locale) =>
      read(locale, 'layout/formContact.json') as {
        buttons: { send: string; sending: string };
        success: { title: string; text: string };
        hrSuccess: { text: string };
        errors: { required: string };
      };
    expect(form('en').buttons).toMatchObject({ send: 'Send', sending: 'Sending...' });
    expect(form('ru').buttons).toMatchObject({ send: 'Отправить', sending: 'Отправляем...' });
    expect(form('en').success).toEqual({
      title: 'Thank you!',
      text: 'We have received your application. Our experts will contact you shortly.',
    });
    expect(form('en').hrSuccess.text).toBe(
      'We have received your application and will contact you when a relevant vacancy becomes available.',
    );
    expect(form('en').errors.required).toBe('required');
    expect(form('ru').errors.required).toBe('обязательно');
    expect(form('de').errors.required).toBe('erforderlich');
  });

  it('footer lists every office city', () => {
    for (const locale of LOCALES) {
      const footer = read(locale, 'layout/footer.json') as { offices: { items: object } };
      expect(sorted(Object.keys(footer.offices.items))).toEqual(sorted(OFFICE_CODES));
    }
  });
});
