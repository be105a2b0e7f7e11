import fs from 'node:fs';
import path from 'node:path';
import { audioSeconds } from './audio-length';

/*
 * Content slips a visitor notices (issue 16), checked on the real content folder: an office pin
 * at the city centre instead of the office, a case on the page of a product of another industry,
 * a press kit that promises files it does not have.
 */

const CONTENT = path.resolve(__dirname, '../../../../../content');
const LOCALES = ['en', 'ru', 'de', 'kz'] as const;

function read<T>(kind: string, locale: string): T[] {
  const file = path.join(CONTENT, kind, `${locale}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T[]) : [];
}

interface Office {
  code: string;
  address: string;
  coordinates: { lat: number; lng: number };
}
interface Product {
  code: string;
  industries: number[];
}
interface Case {
  code: string;
  industry: number;
  products: string[];
}

/** Distance in metres between two points (haversine). */
function metres(a: Office['coordinates'], b: Office['coordinates']): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

/** The usual "city" point of each office's city (what a map shows for the city's name). */
const cityCentres: Record<string, Office['coordinates']> = {
  almaty: { lat: 43.2389, lng: 76.8897 },
  ivanovo: { lat: 57.0004, lng: 40.9739 },
  kemerovo: { lat: 55.3547, lng: 86.0873 },
  magnitogorsk: { lat: 53.4072, lng: 58.9791 },
  moscow: { lat: 55.7558, lng: 37.6173 },
  omsk: { lat: 54.9885, lng: 73.3242 },
  perm: { lat: 58.0105, lng: 56.2502 },
  'saint-petersburg': { lat: 59.9343, lng: 30.3351 },
  smolensk: { lat: 54.7826, lng: 32.0453 },
  volgograd: { lat: 48.708, lng: 44.5133 },
  zheleznogorsk: { lat: 52.3378, lng: 35.3517 },
};

describe('offices', () => {
  const offices = read<Office>('offices', 'en');

  it('are the eleven offices with a city point to compare with', () => {
    expect(offices.map(({ code }) => code).sort()).toEqual(Object.keys(cityCentres).sort());
  });

  it.each(offices.map((office) => [office.code, office] as const))(
    '%s has coordinates of its own: in its city, not its centre, not another office’s',
    (code, office) => {
      const centre = cityCentres[code];
      expect(centre).toBeDefined();
      if (!centre) return;
      const fromCentre = metres(office.coordinates, centre);
      expect(fromCentre).toBeGreaterThan(150);
      expect(fromCentre).toBeLessThan(25_000);
      for (const other of offices.filter((o) => o.code !== code))
        expect(metres(office.coordinates, other.coordinates)).toBeGreaterThan(1_000);
    },
  );

  it('have the same pin in every locale', () => {
    const pins = new Map(offices.map((o) => [o.code, o.coordinates]));
    for (const locale of LOCALES)
      for (const office of read<Office>('offices', locale))
        expect({ locale, code: office.code, pin: office.coordinates }).toEqual({
          locale,
          code: office.code,
          pin: pins.get(office.code),
        });
  });
});

describe('cases', () => {
  const products = new Map(read<Product>('products', 'en').map((p) => [p.code, p]));

  it.each(
    LOCALES.flatMap((locale) =>
      read<Case>('cases', locale).map((item) => [locale, item.code, item] as const),
    ),
  )('%s %s names products that exist and belong to its industry', (_locale, _code, item) => {
    expect(item.products.length).toBeGreaterThan(0);
    for (const code of item.products) {
      const product = products.get(code);
      // A product page lists the cases that name it (GET /cases/?product=…): a case naming a
      // product of another industry shows up on an unrelated product's page.
      expect({ case: item.code, product: code, exists: Boolean(product) }).toEqual({
        case: item.code,
        product: code,
        exists: true,
      });
      expect({ case: item.code, product: code, industries: product?.industries }).toEqual({
        case: item.code,
        product: code,
        industries: expect.arrayContaining([item.industry]),
      });
    }
  });
});

describe('press kit', () => {
  /**
   * What a press kit text may promise, and the files that keep the promise. A text that
   * mentions logos, biographies or fact sheets needs these files under content/public.
   */
  const promises: { words: RegExp; files: string[] }[] = [
    { words: /\blogos?\b|логотип/i, files: ['download/presskit/logos.zip'] },
    { words: /biograph|биограф/i, files: ['download/presskit/executive-biographies.pdf'] },
    { words: /fact ?sheets?|справк|справочн/i, files: ['download/presskit/fact-sheet.pdf'] },
  ];
  /** The press kit's documents section (libs/sites/main/feature-company PresskitPage). */
  const documents = [
    'download/Anti_Corruption_Policy.pdf',
    'download/Privacy_Policy.pdf',
    'download/Privacy_Policy_Rus.pdf',
  ];

  const texts = LOCALES.flatMap((locale) => [
    ...read<{ code: string; title: string; text?: string }>('banners', locale)
      .filter((banner) => banner.code === 'presskit')
      .map((banner) => `${banner.title} ${banner.text ?? ''}`),
    ...read<{ path: string; title: string; description: string; keywords?: string }>('seo', locale)
      .filter((seo) => seo.path === '/presskit/')
      .map((seo) => `${seo.title} ${seo.description} ${seo.keywords ?? ''}`),
  ]);

  it('has its texts in en and ru', () => {
    expect(texts.length).toBeGreaterThanOrEqual(4);
  });

  it('offers only downloads that exist', () => {
    const missing = promises
      .filter(({ words }) => texts.some((text) => words.test(text)))
      .flatMap(({ files }) => files)
      .concat(documents)
      .filter((file) => !fs.existsSync(path.join(CONTENT, 'public', file)));
    expect(missing).toEqual([]);
  });

  it('the check would catch a promise without its file', () => {
    const logo = promises[0];
    expect(logo?.words.test('Logos, photos and fact sheets')).toBe(true);
    expect(fs.existsSync(path.join(CONTENT, 'public', logo?.files[0] ?? ''))).toBe(false);
  });
});

describe('product cards', () => {
  /** WCAG relative luminance of an opaque `#rrggbb` colour. */
  const luminance = (hex: string) => {
    const channels = [1, 3, 5].map((offset) => parseInt(hex.slice(offset, offset + 2), 16) / 255);
    const [r, g, b] = channels.map((c) =>
      c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
    );
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  };
  /** The contrast of the card's white text on a colour (WCAG 2.2 1.4.3). */
  const whiteOn = (hex: string) => 1.05 / (luminance(hex) + 0.05);

  it('carry their white text at 4.5:1 or more on every colour of their background', () => {
    const low = LOCALES.flatMap((locale) =>
      read<Product & { background?: string }>('products', locale).flatMap((product) =>
        [...(product.background ?? '').matchAll(/#[0-9a-f]{6}\b/gi)]
          .map(([hex]) => hex)
          .filter((hex) => whiteOn(hex) < 4.5)
          .map((hex) => `${locale} ${product.code}: ${hex} (${whiteOn(hex).toFixed(2)}:1)`),
      ),
    );
    expect(low).toEqual([]);
  });
});

describe('podcasts', () => {
  interface Episode {
    id: number;
    durationSeconds: number;
    audioUrl: string;
    image: { desktop: string };
  }
  const episodes = (['en', 'ru'] as const).flatMap((locale) =>
    read<Episode>('podcasts', locale).map((episode) => [locale, episode.id, episode] as const),
  );

  it('are there in en and ru', () => {
    expect(episodes.length).toBeGreaterThanOrEqual(24);
  });

  // Issue 42: episodes labelled 37–51 min played 3-second files. How far each stated length is
  // from its file's is a figure of `npm run bench:podcasts`; here: each episode has its own file
  // in its language, and the content load can read that file's length.
  it.each(episodes)('%s #%s plays its own file, in its language', (locale, id, episode) => {
    expect(episode.audioUrl).toMatch(
      new RegExp(`^/download/podcasts/s\\d+e0*${id}-${locale}\\.mp3$`),
    );
    expect(audioSeconds(path.join(CONTENT, 'public', episode.audioUrl))).toBeDefined();
  });

  // Issue 42: twelve episodes cycled through three pictures (a microphone, headphones, a waveform).
  it('each has a picture of its own: its own files and its own motif', () => {
    const descriptions = JSON.parse(
      fs.readFileSync(path.resolve(CONTENT, '../tools/art/items.json'), 'utf8'),
    ) as Record<string, { motif: string; theme: string }>;
    for (const locale of ['en', 'ru'] as const) {
      const list = read<Episode>('podcasts', locale);
      expect(new Set(list.map((episode) => episode.image.desktop)).size).toBe(list.length);
      const motifs = list.map((episode) => descriptions[`podcasts/${episode.id}`]?.motif);
      const shared = motifs.filter((motif, index) => motifs.indexOf(motif) !== index);
      expect({ locale, shared }).toEqual({ locale, shared: [] });
    }
  });
});
