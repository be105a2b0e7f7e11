import { validEvent, validEventRu } from '../testing/fixtures';
import { fallbackFor, ownCopy } from './fallback';

describe('fallbackFor', () => {
  const en = validEvent();
  const ru = validEventRu();

  it('shows nothing for a locale with its own draft or published copy', () => {
    expect(fallbackFor({ en: { draft: null, published: en } }, 'en')).toBeNull();
    expect(
      fallbackFor({ en: { draft: null, published: en }, ru: { draft: ru, published: null } }, 'ru'),
    ).toBeNull();
  });

  it('shows kz from ru, and from en when ru has nothing', () => {
    expect(
      fallbackFor({ en: { draft: null, published: en }, ru: { draft: null, published: ru } }, 'kz'),
    ).toEqual({
      from: 'ru',
      data: ru,
      state: 'published',
    });
    expect(fallbackFor({ en: { draft: null, published: en } }, 'kz')).toMatchObject({
      from: 'en',
      data: en,
    });
  });

  it('shows de and ru from en, never from each other', () => {
    const locales = { en: { draft: null, published: en }, ru: { draft: null, published: ru } };
    expect(fallbackFor(locales, 'de')).toMatchObject({ from: 'en' });
    expect(fallbackFor({ ru: { draft: null, published: ru } }, 'de')).toBeNull();
  });

  it('prefers a published copy and shows a draft of the chain only before anything is published', () => {
    const locales = { en: { draft: en, published: null }, ru: { draft: ru, published: null } };
    expect(fallbackFor(locales, 'kz')).toEqual({ from: 'ru', data: ru, state: 'draft' });
    expect(fallbackFor({ ...locales, en: { draft: null, published: en } }, 'kz')).toMatchObject({
      from: 'en',
      state: 'published',
    });
  });

  it('edits the draft when there is one, else the published copy', () => {
    expect(ownCopy({ draft: ru, published: en })).toBe(ru);
    expect(ownCopy({ draft: null, published: en })).toBe(en);
    expect(ownCopy(undefined)).toBeNull();
  });
});
