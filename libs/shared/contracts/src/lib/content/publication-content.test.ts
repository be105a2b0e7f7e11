import fs from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod/mini';
import { mediaReadingMinutes } from './reading-time';
import { publicationContentKinds } from './publication-kinds';
import { contentFixture, folderOf, LOCALES, PUBLIC_DIR, strings } from './content.test-support';
import type { Locale } from './content.test-support';

/**
 * The publications: every `content/<kind>/<locale>.json` parses with its schema, keys are unique,
 * en and ru hold the same keys (de/kz a subset), locale-independent fields agree between en and
 * ru, every referenced `/images/…` file exists, and each kind's own rules hold.
 */

type KindName = keyof typeof publicationContentKinds;
type ItemOf<K extends KindName> = z.infer<(typeof publicationContentKinds)[K]['schema']>;

/** Today is 2026-11-21 (Moscow time): upcoming starts after it, archive ended before it. */
const DAY_START = Date.parse('2026-11-21T00:00:00+03:00');
const DAY_END = Date.parse('2026-11-22T00:00:00+03:00');
const isUpcoming = (startDate: string) => Date.parse(startDate) >= DAY_END;
const isArchive = (endDate: string) => Date.parse(endDate) < DAY_START;

const wordCount = (text: string) => text.trim().split(/\s+/).length;
const yearOf = (date: string) => date.slice(0, 4);
const countWhere = <T>(items: T[], predicate: (item: T) => boolean) =>
  items.filter(predicate).length;

const { kindNames, raw, items, keyOf } = contentFixture(publicationContentKinds);

/** The fields of an item that must not differ between en and ru. */
const invariants: { [K in KindName]: (item: ItemOf<K>) => unknown } = {
  // Not readingMinutes: each locale's text has its own words (and so its own reading time).
  media: ({ type, special, date, industry, products, tags, image, videoUrl }) => ({
    type,
    special,
    date,
    industry,
    products,
    tags: tags.map((tag) => tag.id),
    image: image.desktop,
    videoUrl,
  }),
  mediaFilters: ({ options }) => options.map((option) => option.value),
  events: ({ name: _n, place: _p, previewText: _pt, text: _t, formTitle: _f, image, ...rest }) => ({
    ...rest,
    dropEmailText: rest.dropEmailText === undefined,
    program: rest.program?.map((slot) => slot.time),
    image: image.desktop,
  }),
  webinars: ({ startDate, durationMinutes, speakers, industry, products, image, ...rest }) => ({
    startDate,
    durationMinutes,
    speakers: speakers.length,
    industry,
    products,
    image: image.desktop,
    recording: rest.recording,
    externalLink: rest.externalLink,
    showAfterEndRu: rest.showAfterEndRu,
    showAfterEndEn: rest.showAfterEndEn,
  }),
  // Not the audio and its length: each locale's episode is spoken in its own language.
  podcasts: ({ season, date, guests, image, topics }) => ({
    season,
    date,
    guests: guests.length,
    image: image.desktop,
    topics: topics.length,
  }),
  news: ({ date, image, mainNews, topNews, division, sciences, products, additional, text }) => ({
    date,
    image: image.desktop,
    mainNews,
    topNews,
    division,
    sciences,
    products,
    additional,
    paragraphs: text.length,
  }),
  cases: ({ industry, products, image, date, results, quote }) => ({
    industry,
    products,
    image: image.desktop,
    date,
    results: results.length,
    quote: quote !== undefined,
    quoteCompany: quote?.company !== undefined,
  }),
  photogalleries: ({ section, date, tags, cover, photos }) => ({
    section,
    date,
    tags: tags.map((tag) => tag.id),
    cover: cover.desktop,
    photos: photos.map(({ path: photoPath, width, height }) => [photoPath, width, height]),
  }),
  photogallerySections: () => null,
  photogalleryFilters: ({ options }) => options.map((option) => option.value),
  courseProgram: ({ durationWeeks, modules }) => ({
    durationWeeks,
    modules: modules.map((module) => [module.hours, module.lessons.length]),
  }),
  courseSpeakers: ({ course, photo }) => ({ course, photo: photo.desktop }),
};

describe.each(kindNames)('content kind %s', (kind) => {
  const { schema, key } = publicationContentKinds[kind];
  const files = raw[kind];
  const present = LOCALES.filter((locale) => files[locale] !== undefined);

  it('has en.json and ru.json', () => {
    expect(present).toEqual(expect.arrayContaining(['en', 'ru']));
  });

  it.each(present)('every item of %s.json matches the schema', (locale) => {
    const failures = (files[locale] ?? []).flatMap((item, index) => {
      const result = schema.safeParse(item);
      if (result.success) return [];
      const label = `${folderOf(kind)}/${locale}.json #${index} (${key} ${keyOf(kind, item)})`;
      return result.error.issues.map(
        (issue) => `${label}: ${issue.path.join('.')}: ${issue.message}`,
      );
    });
    expect(failures).toEqual([]);
  });

  it.each(present)('%s.json has unique keys', (locale) => {
    const keys = (files[locale] ?? []).map((item) => keyOf(kind, item));
    const duplicates = keys.filter((k, index) => keys.indexOf(k) !== index);
    expect(duplicates).toEqual([]);
  });

  it('en.json and ru.json hold the same keys; de/kz only keys of en', () => {
    const keySet = (locale: Locale) =>
      (files[locale] ?? []).map((item) => keyOf(kind, item)).sort();
    expect(keySet('ru')).toEqual(keySet('en'));
    for (const locale of ['de', 'kz'] as const) {
      const extra = keySet(locale).filter((k) => !keySet('en').includes(k));
      expect({ locale, extra }).toEqual({ locale, extra: [] });
    }
  });

  it('locale-independent fields agree between en and ru', () => {
    const invariant = invariants[kind] as (item: unknown) => unknown;
    const ru = new Map(items(kind, 'ru').map((item) => [keyOf(kind, item), item]));
    const mismatches = items(kind, 'en').flatMap((enItem) => {
      const ruItem = ru.get(keyOf(kind, enItem));
      if (ruItem === undefined) return [];
      const [en, ruFields] = [invariant(enItem), invariant(ruItem)];
      return isDeepStrictEqual(en, ruFields)
        ? []
        : [{ key: keyOf(kind, enItem), en, ru: ruFields }];
    });
    expect(mismatches).toEqual([]);
  });

  it.each(present)('every /images/ path in %s.json exists under content/public', (locale) => {
    const missing = strings(files[locale])
      .filter((value) => value.startsWith('/images/'))
      .filter((value) => !fs.existsSync(path.join(PUBLIC_DIR, value)));
    expect(missing).toEqual([]);
  });

  it.each(present)('%s.json has no placeholder copy', (locale) => {
    const placeholders = strings(files[locale]).filter((value) =>
      /lorem|ipsum|sample text|\btodo\b|\btbd\b|xxx/i.test(value),
    );
    expect(placeholders).toEqual([]);
  });
});

describe.each(['en', 'ru'] as const)('kind-specific rules (%s)', (locale) => {
  it('media: ≥ 24 items, ≥ 4 specials, every type, dates spread over 2024–2026', () => {
    const media = items('media', locale);
    expect(media.length).toBeGreaterThanOrEqual(24);
    expect(countWhere(media, (item) => item.special)).toBeGreaterThanOrEqual(4);
    expect(new Set(media.map((item) => item.type))).toEqual(
      new Set(['article', 'interview', 'video', 'review', 'special']),
    );
    expect(new Set(media.map((item) => yearOf(item.date)))).toEqual(
      new Set(['2024', '2025', '2026']),
    );
    expect(media.filter((item) => Date.parse(item.date) >= DAY_END)).toEqual([]);
  });

  it('media: every video is a small MP4 file of the site itself (the CSP allows no other host)', () => {
    const videos = items('media', locale).flatMap((item) => (item.videoUrl ? [item.videoUrl] : []));
    expect(videos.length).toBeGreaterThanOrEqual(3);
    for (const url of videos) {
      const file = path.join(PUBLIC_DIR, url);
      expect({ url, local: url.startsWith('/video/media/'), exists: fs.existsSync(file) }).toEqual({
        url,
        local: true,
        exists: true,
      });
      const bytes = fs.readFileSync(file);
      expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
      expect(bytes.length).toBeLessThan(300 * 1024);
    }
  });

  it('media: every reading time is the item’s own words at 200 a minute', () => {
    // Issue 42: items of about 100 words said "8–16 min read".
    const wrong = items('media', locale)
      .filter((item) => item.readingMinutes !== mediaReadingMinutes(item))
      .map((item) => `${item.code}: ${item.readingMinutes} ≠ ${mediaReadingMinutes(item)}`);
    expect(wrong).toEqual([]);
  });

  it('media: tags come from one pool with stable ids', () => {
    const names = new Map<number, Set<string>>();
    for (const tag of items('media', locale).flatMap((item) => item.tags)) {
      names.set(tag.id, (names.get(tag.id) ?? new Set()).add(tag.name));
    }
    expect(names.size).toBeGreaterThanOrEqual(8);
    expect(names.size).toBeLessThanOrEqual(12);
    for (const [id, set] of names) expect({ id, names: set.size }).toEqual({ id, names: 1 });
  });

  it('mediaFilters: every media type, industry, product, tag and year is an option', () => {
    const filters = items('mediaFilters', locale);
    expect(filters.map((group) => group.code).sort()).toEqual(
      ['industry', 'product', 'tag', 'type', 'year'].sort(),
    );
    const options = (code: string) =>
      new Set(filters.find((group) => group.code === code)?.options.map((option) => option.value));
    for (const group of filters) {
      const values = group.options.map((option) => option.value);
      expect(new Set(values).size).toBe(values.length);
    }
    const missing = items('media', locale).flatMap((item) =>
      [
        ['type', item.type],
        ['year', yearOf(item.date)],
        ...(item.industry === null ? [] : [['industry', String(item.industry)]]),
        ...item.products.map((product) => ['product', product]),
        ...item.tags.map((tag) => ['tag', String(tag.id)]),
      ]
        .filter(([code, value]) => !options(code as string).has(value as string))
        .map(([code, value]) => `${item.code}: ${code} ${value}`),
    );
    expect(missing).toEqual([]);
  });

  it('events: exactly one promo (upcoming), 2–3 top events, ≥ 6 upcoming and ≥ 10 archive', () => {
    const events = items('events', locale);
    expect(events.length).toBeGreaterThanOrEqual(22);
    const promo = events.filter((event) => event.promo);
    expect(promo).toHaveLength(1);
    expect(isUpcoming(promo[0]?.startDate ?? '')).toBe(true);
    const top = countWhere(events, (event) => event.topEvent);
    expect(top).toBeGreaterThanOrEqual(2);
    expect(top).toBeLessThanOrEqual(3);
    expect(countWhere(events, (event) => event.additional)).toBeGreaterThanOrEqual(2);
    expect(countWhere(events, (event) => event.additional_top)).toBeGreaterThanOrEqual(1);
    expect(countWhere(events, (event) => isUpcoming(event.startDate))).toBeGreaterThanOrEqual(6);
    expect(countWhere(events, (event) => isArchive(event.endDate))).toBeGreaterThanOrEqual(10);
    for (const format of ['online', 'offline'] as const) {
      expect(events.some((event) => isUpcoming(event.startDate) && event.format === format)).toBe(
        true,
      );
      expect(events.some((event) => isArchive(event.endDate) && event.format === format)).toBe(
        true,
      );
    }
  });

  it('events: endDate ≥ startDate, archive closed for registration, promo copy ≥ 60 words', () => {
    const problems = items('events', locale).flatMap((event) => [
      ...(Date.parse(event.endDate) >= Date.parse(event.startDate)
        ? []
        : [`${event.code}: ends before it starts`]),
      ...(isArchive(event.endDate) && event.registrationOpen
        ? [`${event.code}: ended but registrationOpen`]
        : []),
      ...((event.promo || event.topEvent) && wordCount(event.previewText) < 60
        ? [`${event.code}: promo/top previewText under 60 words`]
        : []),
    ]);
    expect(problems).toEqual([]);
  });

  it('webinars: ≥ 12, upcoming and archive, recordings with and without a password', () => {
    const webinars = items('webinars', locale);
    expect(webinars.length).toBeGreaterThanOrEqual(12);
    expect(webinars.some((webinar) => isUpcoming(webinar.startDate))).toBe(true);
    expect(webinars.some((webinar) => !isUpcoming(webinar.startDate))).toBe(true);
    const held = webinars.filter((webinar) => Date.parse(webinar.startDate) < DAY_START);
    // A password only on a recording that exists (a webinar held), and both kinds among them.
    const wrongPasswords = webinars
      .filter((webinar) => webinar.recording?.password !== undefined && !held.includes(webinar))
      .map((webinar) => webinar.code);
    expect(wrongPasswords).toEqual([]);
    expect(held.some((webinar) => webinar.recording?.password)).toBe(true);
    expect(held.some((webinar) => webinar.recording && !webinar.recording.password)).toBe(true);
  });

  it('webinars: every one an archive keeps has a recording to watch, whatever day it ends', () => {
    // The lists split upcoming and past by the clock: the webinars of next month are recordings
    // then, so each one kept after its end has its recording's link now (issue 42, point 4).
    const nothingToWatch = items('webinars', locale)
      .filter((webinar) => webinar.showAfterEndRu || webinar.showAfterEndEn)
      .filter(
        (webinar) =>
          !webinar.recording?.link.startsWith('https://') ||
          webinar.recording.link === webinar.externalLink,
      )
      .map((webinar) => webinar.code);
    expect(nothingToWatch).toEqual([]);
  });

  it('podcasts: ≥ 10 episodes with ids 1..N in ≥ 2 seasons, one title per season', () => {
    const podcasts = items('podcasts', locale);
    expect(podcasts.length).toBeGreaterThanOrEqual(10);
    expect(podcasts.map((episode) => episode.id).sort((a, b) => a - b)).toEqual(
      podcasts.map((_, index) => index + 1),
    );
    const seasonTitles = new Map<number, Set<string>>();
    for (const episode of podcasts) {
      seasonTitles.set(
        episode.season,
        (seasonTitles.get(episode.season) ?? new Set()).add(episode.seasonTitle),
      );
    }
    expect(seasonTitles.size).toBeGreaterThanOrEqual(2);
    for (const [season, titles] of seasonTitles) {
      expect({ season, titles: titles.size }).toEqual({ season, titles: 1 });
    }
  });

  it('news: ≥ 20 items, 1–2 main, 3–4 top, some division, science and additional news', () => {
    const news = items('news', locale);
    expect(news.length).toBeGreaterThanOrEqual(20);
    const main = countWhere(news, (item) => item.mainNews);
    expect(main).toBeGreaterThanOrEqual(1);
    expect(main).toBeLessThanOrEqual(2);
    const top = countWhere(news, (item) => item.topNews);
    expect(top).toBeGreaterThanOrEqual(3);
    expect(top).toBeLessThanOrEqual(4);
    expect(news.some((item) => item.division !== null)).toBe(true);
    expect(news.some((item) => item.sciences)).toBe(true);
    expect(news.some((item) => item.additional)).toBe(true);
    expect(news.some((item) => item.products.length > 0)).toBe(true);
  });

  it('cases: ≥ 10, at least 4 with a customer quote naming the company', () => {
    expect(items('cases', locale).length).toBeGreaterThanOrEqual(10);
    expect(
      countWhere(items('cases', locale), (item) => item.quote?.company !== undefined),
    ).toBeGreaterThanOrEqual(4);
  });

  it('photogalleries: ≥ 8 in 3–4 sections; the filters cover sections, years and tags', () => {
    const galleries = items('photogalleries', locale);
    const sections = items('photogallerySections', locale);
    const filters = items('photogalleryFilters', locale);
    expect(galleries.length).toBeGreaterThanOrEqual(8);
    expect(sections.length).toBeGreaterThanOrEqual(3);
    expect(sections.length).toBeLessThanOrEqual(4);
    expect(filters.map((group) => group.code).sort()).toEqual(['section', 'tag', 'year']);
    const options = (code: string) =>
      new Set(filters.find((group) => group.code === code)?.options.map((option) => option.value));
    const sectionIds = new Set(sections.map((section) => section.id));
    const problems = galleries.flatMap((gallery) => [
      ...(sectionIds.has(gallery.section) ? [] : [`${gallery.id}: unknown section`]),
      ...(options('section').has(String(gallery.section)) ? [] : [`${gallery.id}: section option`]),
      ...(options('year').has(yearOf(gallery.date)) ? [] : [`${gallery.id}: year option`]),
      ...gallery.tags
        .filter((tag) => !options('tag').has(String(tag.id)))
        .map((tag) => `${gallery.id}: tag option ${tag.id}`),
    ]);
    expect(problems).toEqual([]);
  });

  it('course landings: machine and mount programmes, 8–10 speakers for both', () => {
    expect(
      items('courseProgram', locale)
        .map((program) => program.code)
        .sort(),
    ).toEqual(['machine', 'mount']);
    const speakers = items('courseSpeakers', locale);
    expect(speakers.length).toBeGreaterThanOrEqual(8);
    expect(speakers.length).toBeLessThanOrEqual(10);
    expect(new Set(speakers.map((speaker) => speaker.course))).toEqual(
      new Set(['machine', 'mount']),
    );
  });
});
