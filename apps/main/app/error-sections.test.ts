import { errorPageTexts } from '@corp/shared/document';
import { mainErrorSections } from './error-sections';

describe("the main site's error sections", () => {
  it('names the five main sections in the page locale, at the paths served in it', () => {
    const sections = mainErrorSections('ru');
    expect(sections.map((section) => section.label)).toEqual(
      Object.values(errorPageTexts.ru.sections),
    );
    expect(sections.map((section) => section.href)).toEqual([
      '/ru/product/',
      '/ru/news/media/',
      '/ru/events/',
      '/ru/about/',
      '/ru/contacts/',
    ]);
  });

  it('links English sections without a prefix', () => {
    expect(mainErrorSections('en').map((section) => section.href)).toEqual([
      '/product/',
      '/news/media/',
      '/events/',
      '/about/',
      '/contacts/',
    ]);
  });
});
