import {
  caseResponseSchema,
  industryPageResponseSchema,
  productResponseSchema,
  productsResponseSchema,
} from '@corp/shared/contracts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { openTestApi, repoContentDir, TEST_CONTENT_NOW } from '../testing/test-api';
import type { TestApi } from '../testing/test-api';

type Item = Record<string, any>;
const read = (folder: string, locale: string): Item[] =>
  JSON.parse(readFileSync(path.join(repoContentDir, folder, `${locale}.json`), 'utf8'));
const time = (value: string) => new Date(value).getTime();

/** The test API's clock: upcoming and past split the seed content the same way every day. */
const NOW = TEST_CONTENT_NOW;

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
}, 60_000);
afterAll(() => api.close());

async function get(url: string) {
  const response = await api.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

/** The status and the one error body of a failed call (spec §8); `fields` only on a 400. */
async function failure(url: string) {
  const { status, body } = await get(url);
  return { status, body };
}
const errorAnswer = (
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
) => ({
  status,
  body: { code, message, requestId: expect.any(String), ...(fields ? { fields } : {}) },
});

describe('content calls (spec §7)', () => {
  it('products: items, totalPages and count, paged by limit (the footer asks for 30)', async () => {
    const all = read('products', 'en');
    const { status, body } = await get('/api/v1/products/?locale=en&limit=30');
    expect(status).toBe(200);
    expect(body.count).toBe(all.length);
    expect(body.items).toHaveLength(Math.min(30, all.length));
    expect(body.totalPages).toBe(Math.ceil(all.length / 30));
    expect(body.items[0]).not.toHaveProperty('details');
    const page2 = await get('/api/v1/products/?locale=en&limit=10&page=2');
    expect(page2.body.items.map((p: Item) => p.code)).toEqual(all.slice(10, 20).map((p) => p.code));
  });

  it('products: Russian text for ru, English for an unknown locale, German where it exists', async () => {
    const ru = read('products', 'ru');
    const de = read('products', 'de');
    const first = (await get('/api/v1/products/?locale=ru&limit=1')).body.items[0];
    expect(first.name).toBe(ru[0]?.name);
    expect(first.initialLocale).toBe('ru');
    const fr = (await get('/api/v1/products/?locale=fr&limit=1')).body.items[0];
    expect(fr.initialLocale).toBe('en');
    const german = de[0] as Item;
    const one = await get(`/api/v1/product/${german.code}/?locale=de`);
    expect(one.body.data).toMatchObject({
      code: german.code,
      name: german.name,
      initialLocale: 'de',
    });
    const other = read('products', 'en').find((p) => !de.some((d) => d.code === p.code)) as Item;
    expect((await get(`/api/v1/product/${other.code}/?locale=de`)).body.data.initialLocale).toBe(
      'en',
    );
  });

  it('product page call and division products', async () => {
    const iot = await get('/api/v1/product/industrial-iot-platform/?locale=en');
    expect(iot.body.data.code).toBe('industrial-iot-platform');
    expect(iot.body.data.details.features.length).toBeGreaterThan(0);
    const divisions = read('divisions', 'en');
    const division = divisions[0] as Item;
    const listed = await get(`/api/v1/division/${division.id}/products/?locale=en`);
    expect(listed.body.data.map((p: Item) => p.code).sort()).toEqual(
      read('products', 'en')
        .filter((p) => p.division === division.id)
        .map((p) => p.code)
        .sort(),
    );
    expect((await get('/api/v1/division/?locale=ru')).body.data).toHaveLength(divisions.length);
  });

  it('industry: data.data with the marketing list 1–6, in Kazakh for kz', async () => {
    const { body } = await get('/api/v1/industry/?locale=kz');
    expect(body.data.data.map((i: Item) => i.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(body.data.data[0].name).toBe(read('industries', 'kz')[0]?.name);
  });

  it('industry pages: one page by code in en and ru, falling back kz → ru and de → en', async () => {
    const en = read('industry-pages', 'en').find((page) => page.code === 'mining') as Item;
    const ru = read('industry-pages', 'ru').find((page) => page.code === 'upstream') as Item;
    const mining = await get('/api/v1/industry-pages/mining/?locale=en');
    expect(mining.status).toBe(200);
    expect(mining.body).toEqual({ data: { ...en, initialLocale: 'en' } });
    expect(industryPageResponseSchema.parse(mining.body).data.products).toEqual(en.products);
    const upstream = await get('/api/v1/industry-pages/upstream/?locale=ru');
    expect(upstream.body.data).toMatchObject({ title: ru.title, initialLocale: 'ru' });
    const kz = await get('/api/v1/industry-pages/upstream/?locale=kz');
    expect(kz.body.data).toMatchObject({ title: ru.title, initialLocale: 'ru' });
    const de = await get('/api/v1/industry-pages/mining/?locale=de');
    expect(de.body.data).toMatchObject({ title: en.title, initialLocale: 'en' });
    const unknownLocale = await get('/api/v1/industry-pages/mining/?locale=fr');
    expect(unknownLocale.body.data.initialLocale).toBe('en');
  });

  it('industry pages: 404 in the uniform shape for an unknown code, 400 for a malformed one', async () => {
    expect(await failure('/api/v1/industry-pages/agriculture/?locale=en')).toEqual(
      errorAnswer(404, 'not_found', 'Industry page agriculture not found'),
    );
    expect(await failure('/api/v1/industry-pages/_mining/?locale=en')).toEqual(
      errorAnswer(400, 'validation_failed', 'Invalid path', { code: 'wrong-value' }),
    );
  });

  it('events: upcoming by default, promo / topEvent flags, archive per language, format and industry filters, page size 9', async () => {
    const now = time(NOW);
    const all = read('events', 'en');
    const upcoming = all.filter((e) => time(e.endDate) >= now);
    expect(upcoming.length).toBeGreaterThan(0);
    const list = await get('/api/v1/events/?locale=en');
    expect(list.body).toMatchObject({ totalCount: upcoming.length, page: 1 });
    expect(list.body.items.length).toBe(Math.min(9, upcoming.length));
    const starts = list.body.items.map((e: Item) => time(e.startDate));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));

    const promo = await get('/api/v1/events/?locale=en&promo=true');
    expect(promo.body.items.map((e: Item) => e.code)).toEqual(
      upcoming.filter((e) => e.promo).map((e) => e.code),
    );
    const top = await get('/api/v1/events/?locale=en&topEvent=1');
    expect(top.body.totalCount).toBe(upcoming.filter((e) => e.topEvent).length);

    const archiveRu = await get('/api/v1/events/?locale=ru&showAfterEndRu=true&limit=100');
    const expectedRu = read('events', 'ru').filter(
      (e) => time(e.endDate) < now && e.showAfterEndRu,
    );
    expect(archiveRu.body.totalCount).toBe(expectedRu.length);
    expect(archiveRu.body.totalCount).toBeGreaterThan(0);

    const online = await get('/api/v1/events/?locale=en&format=online&limit=100');
    expect(online.body.items.every((e: Item) => e.format === 'online')).toBe(true);
    expect(online.body.totalCount).toBe(upcoming.filter((e) => e.format === 'online').length);
    const industry = upcoming[0]?.industry;
    const byIndustry = await get(`/api/v1/events/?locale=en&industry=${industry}&limit=100`);
    expect(byIndustry.body.totalCount).toBe(upcoming.filter((e) => e.industry === industry).length);
    expect((await get('/api/v1/events/?locale=en&industry=0')).body.totalCount).toBe(
      upcoming.length,
    );
  });

  it('events: one event by code, 404 in the uniform shape for an unknown one', async () => {
    const code = read('events', 'en')[0]?.code;
    expect((await get(`/api/v1/events/${code}/?locale=en`)).body.data.code).toBe(code);
    expect(await failure('/api/v1/events/no-such-event/?locale=en')).toEqual(
      errorAnswer(404, 'not_found', 'Event no-such-event not found'),
    );
  });

  it('webinars: upcoming, or the archive kept for a language; never the recording', async () => {
    const archive = await get('/api/v1/webinars/?locale=en&showAfterEndEn=true&limit=100');
    expect(archive.status).toBe(200);
    expect(archive.body.totalCount).toBeGreaterThan(0);
    expect(archive.body.items.every((w: Item) => !('password' in w) && !('recording' in w))).toBe(
      true,
    );
    const upcoming = await get('/api/v1/webinars/?locale=ru');
    const ends = (w: Item) => time(w.startDate) + (w.durationMinutes ?? 60) * 60000;
    // Soonest first; the one of 26 November 2026 is still upcoming at CONTENT_NOW.
    expect(upcoming.body.items.map((w: Item) => w.code)).toEqual(
      read('webinars', 'ru')
        .filter((w) => ends(w) >= time(NOW))
        .sort((a, b) => time(a.startDate) - time(b.startDate))
        .map((w) => w.code),
    );
    expect(upcoming.body.items.map((w: Item) => w.code)).toContain('dispatching-mixed-fleets');
    expect(archive.body.items.map((w: Item) => w.code)).not.toContain('dispatching-mixed-fleets');
  });

  it('news: a data array, newest first, with mainNews, topNews, sciences, division and products filters', async () => {
    const all = read('news', 'en');
    const list = await get('/api/v1/news/?locale=en');
    expect(list.body.data).toHaveLength(all.length);
    const dates = list.body.data.map((n: Item) => time(n.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const flag of ['mainNews', 'topNews', 'sciences']) {
      const filtered = await get(`/api/v1/news/?locale=en&${flag}=true`);
      expect(filtered.body.data).toHaveLength(all.filter((n) => n[flag]).length);
    }
    const withDivision = all.find((n) => n.division) as Item;
    const byDivision = await get(`/api/v1/news/?locale=en&division=${withDivision.division}`);
    expect(byDivision.body.data).toHaveLength(
      all.filter((n) => n.division === withDivision.division).length,
    );
    const product = all.find((n) => n.products?.length)?.products[0];
    const byProduct = await get(`/api/v1/news/?locale=en&products=${product}`);
    expect(byProduct.body.data).toHaveLength(
      all.filter((n) => n.products?.includes(product)).length,
    );
    expect((await get('/api/v1/news/?locale=en&limit=3')).body.data).toHaveLength(3);
  });

  it('media: POST with limit, page and filters reads items and count; new filters start at page 1', async () => {
    const all = read('media', 'en');
    const post = (body: object) =>
      api.app.inject({ method: 'POST', url: '/api/v1/media/', payload: { locale: 'en', ...body } });
    const first = (await post({})).json();
    expect(first.count).toBe(all.length);
    expect(first.items).toHaveLength(6);
    const second = (await post({ page: 2 })).json();
    expect(second.items[0].code).not.toBe(first.items[0].code);
    const type = all[0]?.type;
    const byType = (await post({ type, limit: 100 })).json();
    expect(byType.count).toBe(all.filter((m) => m.type === type).length);
    const tag = all.find((m) => m.tags?.length)?.tags[0];
    const byTag = (await post({ tag: tag.id, limit: 100 })).json();
    expect(byTag.count).toBe(all.filter((m) => m.tags?.some((t: Item) => t.id === tag.id)).length);
    const special = (await post({ special: true, limit: 100 })).json();
    expect(special.count).toBe(all.filter((m) => m.special).length);
    const bad = await post({ limit: 'six' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ limit: 'wrong-value' });
  });

  it('media filters and one media item', async () => {
    expect((await get('/api/v1/media/filters/?locale=ru')).body.data.length).toBeGreaterThan(0);
    const code = read('media', 'ru')[0]?.code;
    expect((await get(`/api/v1/media/${code}/?locale=ru`)).body.data.code).toBe(code);
    expect((await get('/api/v1/media/nothing-here/?locale=ru')).status).toBe(404);
  });

  it('podcasts: seasons[].items; one episode; unknown id 404', async () => {
    const all = read('podcasts', 'en');
    const { body } = await get('/api/v1/podcasts/?locale=en');
    expect(body.seasons.length).toBeGreaterThanOrEqual(2);
    expect(body.seasons.flatMap((s: Item) => s.items).length).toBe(all.length);
    expect((await get(`/api/v1/podcasts/${all[0]?.id}/?locale=en`)).body.data.id).toBe(all[0]?.id);
    expect((await get('/api/v1/podcasts/9999/?locale=en')).status).toBe(404);
    expect((await get('/api/v1/podcasts/abc/?locale=en')).status).toBe(400);
  });

  it.each(['01', '1e0', '0x1', '%201', '1%20', '+1', '1.0', '0b1', '1_0', '0'])(
    'ids are canonical decimal: /news/%s/ names no item (issue 41)',
    async (id) => {
      const first = read('news', 'en')[0] as Item;
      expect((await get(`/api/v1/news/${first.id}/?locale=en`)).body.data.id).toBe(first.id);
      for (const url of [
        `/api/v1/news/${id}/?locale=en`,
        `/api/v1/podcasts/${id}/?locale=en`,
        `/api/v1/photogalleries/${id}/?locale=en`,
        `/api/v1/division/${id}/products/?locale=en`,
      ])
        expect({ url, ...(await failure(url)) }).toEqual({
          url,
          ...errorAnswer(400, 'validation_failed', 'Invalid path', { id: 'wrong-value' }),
        });
    },
  );

  it('products carry what the content modals show: brochure pop-up, video, feature details', async () => {
    for (const locale of ['en', 'ru', 'de']) {
      const stored = read('products', locale).find((p) => p.code === 'mdcplus') as Item;
      const page = productResponseSchema.parse(
        (await get(`/api/v1/product/mdcplus/?locale=${locale}`)).body,
      ).data;
      expect(page.popupBrochure).toEqual(stored['popupBrochure']);
      expect(page.video).toEqual(stored['video']);
      expect(page.details?.features.map((f) => f.details)).toEqual(
        stored['details'].features.map((f: Item) => f['details']),
      );
      expect(page.details?.features[0]?.details?.length).toBeGreaterThanOrEqual(2);
    }
    const cards = productsResponseSchema.parse(
      (await get('/api/v1/products/?locale=ru&limit=30')).body,
    ).items;
    const flow = cards.find((p) => p.code === 'flow');
    expect(flow?.popupBrochure?.title).toMatch(/[а-яё]/i);
    expect(cards.find((p) => p.code === 'robotruck')?.video?.src).toBe(
      '/video/products/robotruck.mp4',
    );
  });

  it('cases: a customer quote with its company for the review card', async () => {
    const quoted = read('cases', 'ru').find((c) => c['quote']) as Item;
    const served = caseResponseSchema.parse(
      (await get(`/api/v1/cases/${quoted['code']}/?locale=ru`)).body,
    ).data;
    expect(served.quote).toEqual(quoted['quote']);
    expect(served.quote?.company).toBeTruthy();
  });

  it('cases: data.items with totalCount and page; one case by slug', async () => {
    const all = read('cases', 'en');
    const { body } = await get('/api/v1/cases/?locale=en&limit=4');
    expect(body.data).toMatchObject({ totalCount: all.length, page: 1 });
    expect(body.data.items).toHaveLength(Math.min(4, all.length));
    expect((await get(`/api/v1/cases/${all[0]?.code}/?locale=ru`)).body.data.code).toBe(
      all[0]?.code,
    );
  });

  it('photogalleries: sections, filters, POST list and one gallery', async () => {
    expect(
      (await get('/api/v1/photogalleries/sections/?locale=en')).body.data.length,
    ).toBeGreaterThan(0);
    expect(
      (await get('/api/v1/photogalleries/filters/?locale=en')).body.data.length,
    ).toBeGreaterThan(0);
    const all = read('photogalleries', 'en');
    const section = all[0]?.section;
    const list = await api.app.inject({
      method: 'POST',
      url: '/api/v1/photogalleries/',
      payload: { locale: 'en', section },
    });
    expect(list.json().count).toBe(all.filter((g) => g.section === section).length);
    expect(
      (await get(`/api/v1/photogalleries/${all[0]?.id}/?locale=en`)).body.data.photos.length,
    ).toBeGreaterThan(0);
  });

  it('course program and speakers per course', async () => {
    expect((await get('/api/v1/course/program/?course=mount')).body.data.code).toBe('mount');
    const speakers = (await get('/api/v1/course/speakers/?course=machine')).body.data;
    expect(speakers.length).toBeGreaterThan(0);
    expect(speakers.every((s: Item) => s.course === 'machine')).toBe(true);
    expect((await get('/api/v1/course/program/?course=cooking')).status).toBe(400);
  });

  it('answers the course calls in Russian when they carry no locale (§7), as asked otherwise', async () => {
    const ru = (await get('/api/v1/course/program/?course=machine')).body.data;
    expect(ru.initialLocale).toBe('ru');
    expect(ru.title).toMatch(/[а-я]/i);
    const en = (await get('/api/v1/course/program/?course=machine&locale=en')).body.data;
    expect(en.initialLocale).toBe('en');
  });

  it('banners, employees, partners, regulations, offices', async () => {
    const banner = read('banners', 'en')[0] as Item;
    expect(
      (
        await get(`/api/v1/banner/?locale=en&page=${encodeURIComponent(banner.page)}`)
      ).body.data.map((b: Item) => b.code),
    ).toContain(banner.code);
    expect((await get('/api/v1/employees/?locale=ru')).body.data).toHaveLength(
      read('employees', 'ru').length,
    );
    const partners = read('partners', 'en');
    const category = partners[0]?.category;
    expect((await get(`/api/v1/partners/?locale=en&category=${category}`)).body.data).toHaveLength(
      partners.filter((p) => p.category === category).length,
    );
    expect((await get('/api/v1/regulations/?locale=en')).body.data).toHaveLength(
      read('regulations', 'en').length,
    );
    expect((await get('/api/v1/offices/?locale=ru')).body.data).toHaveLength(11);
    expect((await get('/api/v1/offices/almaty/?locale=kz')).body.data.initialLocale).toBe('kz');
  });

  it('privacy policy: success, data and message', async () => {
    const { body } = await get('/api/v1/privacy-policy/?locale=de');
    expect(body).toMatchObject({ success: true, message: '' });
    expect(body.data.map((p: Item) => p.file)).toEqual(
      expect.arrayContaining(['/download/Privacy_Policy.pdf']),
    );
  });

  it('seo page: data.data by host plus path, locale prefix ignored; 404 for a page without an entry', async () => {
    const seo = read('seo', 'ru');
    const about = seo.find((s) => s.code === 'main:/about/') as Item;
    const { body } = await get(
      `/api/v1/seo/page/?locale=ru&url=${encodeURIComponent('localhost:3000/ru/about/')}`,
    );
    expect(body.data.data.title).toBe(about.title);
    const asia = await get(
      `/api/v1/seo/page/?locale=kz&url=${encodeURIComponent('asia.localhost/kz/')}`,
    );
    expect(asia.body.data.data.code).toBe('asia:/');
    expect((await get('/api/v1/seo/page/?locale=en&url=localhost/nowhere/')).status).toBe(404);
    expect((await get('/api/v1/seo/page/?locale=en')).body.fields).toEqual({ url: 'required' });
  });

  it('geolocation: data.code for a known range, null for an unknown address, 400 for a malformed one', async () => {
    const ranges = JSON.parse(
      readFileSync(path.join(repoContentDir, 'geolocation/ranges.json'), 'utf8'),
    );
    const first = ranges[0];
    const ip = first.cidr.split('/')[0].replace(/\.0$/, '.7');
    expect((await get(`/api/v1/geolocation/ip/?ip=${ip}`)).body.data.code).toBe(first.code);
    expect((await get('/api/v1/geolocation/ip/?ip=0.0.0.1')).body.data.code).toBeNull();
    expect((await get('/api/v1/geolocation/ip/?ip=999.1.1.1')).status).toBe(400);
  });

  it('refuses a malformed query with field keys and never a stack trace', async () => {
    const response = await failure('/api/v1/products/?limit=-3&page=x');
    expect(response).toEqual(
      errorAnswer(400, 'validation_failed', 'Invalid query', {
        limit: 'wrong-value',
        page: 'wrong-value',
      }),
    );
    expect(JSON.stringify(response.body)).not.toMatch(/at .*\.ts/);
  });
});

describe('site files', () => {
  it('/mock/locale/ returns the allow-listed translation files as result, falling back kz → ru', async () => {
    const { status, body } = await get(
      '/mock/locale/?locale=kz&file=layout/formContact.json,news/media/footer.json',
    );
    expect(status).toBe(200);
    expect(Object.keys(body.result)).toEqual(['layout/formContact.json', 'news/media/footer.json']);
    expect((await get('/mock/locale/?locale=en&file=../../package.json')).status).toBe(404);
    expect((await get('/mock/locale/?locale=en&file=layout/nope.json')).status).toBe(404);
  });

  it('/lastmodified.txt carries Last-Modified and answers If-Modified-Since with 304', async () => {
    const first = await api.app.inject({ method: 'GET', url: '/lastmodified.txt' });
    expect(first.statusCode).toBe(200);
    const lastModified = first.headers['last-modified'] as string;
    expect(Date.parse(lastModified)).toBeGreaterThan(Date.parse('2020-01-01'));
    const again = await api.app.inject({
      method: 'GET',
      url: '/lastmodified.txt',
      headers: { 'if-modified-since': lastModified },
    });
    expect(again.statusCode).toBe(304);
  });

  it('/download/ serves the privacy PDFs and nothing outside the folder', async () => {
    for (const file of [
      'Privacy_Policy_Rus.pdf',
      'Privacy_Policy.pdf',
      'Anti_Corruption_Policy.pdf',
    ]) {
      const response = await api.app.inject({ method: 'GET', url: `/download/${file}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect(
      (
        await api.app.inject({
          method: 'GET',
          url: '/download/../locale/en/layout/formContact.json',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('/video/ serves every video the content names, in the byte ranges players ask for', async () => {
    const videos = [
      ...['en', 'ru', 'de'].flatMap((locale) =>
        read('products', locale).flatMap((p) => (p.video ? [p.video.src as string] : [])),
      ),
      ...['en', 'ru'].flatMap((locale) =>
        read('media', locale).flatMap((m) => (m.videoUrl ? [m.videoUrl as string] : [])),
      ),
    ];
    expect(videos.length).toBeGreaterThanOrEqual(9);
    // The page CSP plays media from the site itself (or MEDIA_ORIGIN): the demo's are local.
    expect(videos.filter((url) => !url.startsWith('/video/'))).toEqual([]);
    for (const url of new Set(videos)) {
      const response = await api.app.inject({
        method: 'GET',
        url,
        headers: { range: 'bytes=0-99' },
      });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 206 });
      expect(response.headers['content-type']).toBe('video/mp4');
      expect(response.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/);
      // An MP4 starts with its ftyp box.
      expect(response.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
    }
  });

  it('publishes an OpenAPI document of every call and a browsable page', async () => {
    const doc = await get('/api/docs/json');
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toMatch(/^3\./);
    for (const route of [
      '/api/v1/events/',
      '/api/v1/industry-pages/{code}/',
      '/api/v1/feedback/',
      '/api/v1/feedback-resume/',
      '/api/v1/media/',
      '/api/v1/seo/page/',
    ]) {
      expect(Object.keys(doc.body.paths)).toContain(route);
    }
    expect(
      doc.body.paths['/api/v1/feedback/'].post.requestBody.content['application/json'].schema
        .properties,
    ).toHaveProperty('policyAgreement');
    const page = await api.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });
});
