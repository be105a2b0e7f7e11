import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_DIR } from '../content/content.test-support';
import { apiErrorBodySchema } from './envelopes.schema';
import { feedbackResponseSchema, industriesResponseSchema } from './form-responses.schema';
import {
  eventsResponseSchema,
  industryPageResponseSchema,
  productResponseSchema,
  productsResponseSchema,
  webinarsResponseSchema,
} from './responses.schema';

const seed = (kind: string, locale: string) =>
  JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, kind, `${locale}.json`), 'utf8')) as Record<
    string,
    unknown
  >[];
const served = (item: Record<string, unknown>, initialLocale = 'en') => ({
  ...item,
  initialLocale,
});

describe('response contracts', () => {
  const products = seed('products', 'en');
  const product = products[0] as Record<string, unknown>;
  const { details: _details, ...card } = product;

  it('accept a product as served, with the locale it was read in', () => {
    expect(productResponseSchema.parse({ data: served(product, 'de') }).data.initialLocale).toBe(
      'de',
    );
  });

  it('refuse an item without initialLocale, or with a field its contract does not know', () => {
    expect(productResponseSchema.safeParse({ data: product }).success).toBe(false);
    expect(
      productResponseSchema.safeParse({ data: { ...served(product), extra: 1 } }).success,
    ).toBe(false);
  });

  it('keep the item contract’s own checks', () => {
    const broken = { ...served(product), code: 'not-a-product' };
    expect(productResponseSchema.safeParse({ data: broken }).success).toBe(false);
  });

  it('read the product list as cards without the page body', () => {
    const page = { items: [served(card)], totalPages: 1, count: 1 };
    expect(productsResponseSchema.parse(page).items[0]?.code).toBe(product['code']);
    expect(productsResponseSchema.safeParse({ ...page, items: [served(product)] }).success).toBe(
      product['details'] === undefined,
    );
  });

  it('never let a list carry a webinar’s recording (its link and password)', () => {
    const [webinar] = seed('webinars', 'en');
    const { recording, ...visible } = webinar as Record<string, unknown>;
    expect(recording).toBeDefined();
    const page = (item: unknown) => ({ items: [item], totalCount: 1, page: 1 });
    expect(webinarsResponseSchema.safeParse(page(served(visible))).success).toBe(true);
    expect(webinarsResponseSchema.safeParse(page(served({ ...visible, recording }))).success).toBe(
      false,
    );
    expect(
      webinarsResponseSchema.safeParse(page(served({ ...visible, password: 'secret1' }))).success,
    ).toBe(false);
  });

  it('read the event page and the doubly wrapped industries', () => {
    const events = seed('events', 'ru').map((event) => served(event, 'ru'));
    expect(
      eventsResponseSchema.parse({
        items: events,
        totalCount: events.length,
        page: 1,
        initialLocale: 'ru',
      }).items,
    ).toHaveLength(events.length);
    const industries = seed('industries', 'kz').map((industry) => served(industry, 'kz'));
    expect(industriesResponseSchema.parse({ data: { data: industries } }).data.data).toHaveLength(
      6,
    );
  });

  it('read an industry page with the locale it was read in, and no other page code', () => {
    const mining = seed('industry-pages', 'ru').find((page) => page['code'] === 'mining') ?? {};
    expect(industryPageResponseSchema.parse({ data: served(mining, 'ru') }).data.title).toBe(
      mining['title'],
    );
    expect(
      industryPageResponseSchema.safeParse({ data: { ...served(mining), code: 'farming' } })
        .success,
    ).toBe(false);
  });

  it('read a feedback result and the API’s error body', () => {
    expect(
      feedbackResponseSchema.parse({ success: true, data: { id: 'l1', password: 'p' } }).data
        .password,
    ).toBe('p');
    expect(
      apiErrorBodySchema.parse({
        code: 'validation_failed',
        message: 'Invalid request',
        requestId: 'r',
        fields: { email: 'wrong-email' },
      }).fields,
    ).toEqual({ email: 'wrong-email' });
  });
});
