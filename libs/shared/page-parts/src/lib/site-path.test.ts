import { isRoutedPath, sitePath } from './site-path';

describe('sitePath', () => {
  it.each([
    ['/about/hr/', 'en', '/about/hr/'],
    ['/about/hr/', 'ru', '/ru/about/hr/'],
    ['/about/', 'de', '/de/about/'],
    // No German page: the English one.
    ['/about/hr/', 'de', '/about/hr/'],
    // Partnership is English only (§2.5).
    ['/partnership/', 'ru', '/partnership/'],
    ['/academy/#courses', 'ru', '/ru/academy/#courses'],
    ['/contacts/almaty/', 'ru', '/ru/contacts/almaty/'],
    ['/events/digital-mine-forum-2026/', 'ru', '/ru/events/digital-mine-forum-2026/'],
    ['/download/Privacy_Policy.pdf', 'ru', '/download/Privacy_Policy.pdf'],
    ['https://platform.ferrum-digital.example/', 'ru', 'https://platform.ferrum-digital.example/'],
    ['#contact-form', 'ru', '#contact-form'],
  ] as const)('%s in %s is %s', (path, locale, expected) => {
    expect(sitePath(path, locale)).toBe(expected);
  });

  it('routes only the site’s pages', () => {
    expect(isRoutedPath('/about/')).toBe(true);
    expect(isRoutedPath('/download/Anti_Corruption_Policy.pdf')).toBe(false);
    expect(isRoutedPath('/images/b/team.svg')).toBe(false);
    expect(isRoutedPath('#resume')).toBe(false);
    expect(isRoutedPath('//cdn.example/x')).toBe(false);
  });
});
