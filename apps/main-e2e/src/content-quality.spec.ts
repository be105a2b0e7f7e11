import { expect, test } from '@playwright/test';
import { foreignTexts } from './page-checks';

/*
 * The walk (walk.spec.ts) checks that the visible text of every page is in the page's language
 * (issue 16): German pages German, Russian pages Russian, English pages free of Cyrillic, with
 * product and company names allowed as they are. This is the check itself, on known texts.
 */

test('the language check itself: English on a German page is caught, names are not', () => {
  const names = ['Industrial IoT Platform', 'Ferrum Digital'];
  const de = (...texts: string[]) => texts.map((text) => ({ text, lang: 'de' }));
  expect(foreignTexts(de('Read more', 'Mining', 'Our flagship products'), names)).toEqual([
    'Read more',
    'Mining',
    'Our flagship products',
  ]);
  expect(
    foreignTexts(
      de('Industrial IoT Platform', 'Mehr erfahren', 'Ferrum Digital', 'News und Medien'),
      names,
    ),
  ).toEqual([]);
  expect(foreignTexts([{ text: 'Подробнее', lang: 'en' }], names)).toEqual(['Подробнее']);
  expect(
    foreignTexts(
      [
        { text: 'Read the case study', lang: 'ru' },
        { text: 'OpenMine', lang: 'ru' },
        { text: 'Подробнее', lang: 'ru' },
      ],
      names,
    ),
  ).toEqual(['Read the case study']);
});
