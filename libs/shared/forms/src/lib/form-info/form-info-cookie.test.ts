import { readFormInfo, writeFormInfo } from './form-info-cookie';

afterEach(() => {
  document.cookie = 'formInfo=; path=/; max-age=0';
});

describe('formInfo cookie', () => {
  it('writes JSON that reads back, among other cookies', () => {
    document.cookie = 'locale=ru; path=/';
    writeFormInfo({ firstName: 'Анна', email: 'anna@example.com', countryCode: 'KZ' });
    expect(document.cookie).toContain('formInfo=');
    expect(readFormInfo()).toEqual({
      firstName: 'Анна',
      email: 'anna@example.com',
      countryCode: 'KZ',
    });
    document.cookie = 'locale=; path=/; max-age=0';
  });

  it('reads nothing without the cookie or with a damaged one', () => {
    expect(readFormInfo('')).toBeUndefined();
    expect(readFormInfo('locale=ru')).toBeUndefined();
    expect(readFormInfo('formInfo=%E0%A4%A')).toBeUndefined();
    expect(readFormInfo('formInfo={oops')).toBeUndefined();
  });

  it('leaves the industry list out rather than overflow the cookie', () => {
    const industriesList = Array.from({ length: 20 }, (_, index) => ({
      id: (index % 6) + 1,
      name: 'Машиностроение и металлообработка',
      path: '/industries/metalworking/',
    }));
    writeFormInfo({ firstName: 'Anna', industriesList });
    expect(readFormInfo()).toEqual({ firstName: 'Anna' });
  });
});
