import { acceptedCategories, hasConsent } from './consent-cookies';

describe('consent cookies', () => {
  it('before a choice only required cookies are allowed', () => {
    expect(acceptedCategories('')).toBeNull();
    expect(acceptedCategories('cookieList=required%2Canalytical%2Cmarketing')).toBeNull();
    expect(hasConsent('required', '')).toBe(true);
    expect(hasConsent('analytical', 'cookieList=analytical')).toBe(false);
    expect(hasConsent('marketing', 'cookiePermission=N; cookieList=marketing')).toBe(false);
  });

  it('after a choice, the categories of the URL-encoded list', () => {
    const cookies = 'a=1; cookiePermission=Y; cookieList=required%2Cmarketing; b=2';
    expect(acceptedCategories(cookies)).toEqual(['required', 'marketing']);
    expect(hasConsent('marketing', cookies)).toBe(true);
    expect(hasConsent('analytical', cookies)).toBe(false);
    expect(hasConsent('analytical', 'cookiePermission=Y;cookieList=required,analytical')).toBe(
      true,
    );
  });

  it('a rejection of the optional ones, a broken encoding, unknown names', () => {
    expect(acceptedCategories('cookiePermission=Y; cookieList=required')).toEqual(['required']);
    expect(acceptedCategories('cookiePermission=Y; cookieList=%E0%A4%A')).toEqual([]);
    expect(acceptedCategories('cookiePermission=Y; cookieList=ads%2Cmarketingx')).toEqual([]);
    expect(acceptedCategories('cookiePermission=Y')).toEqual([]);
  });

  it('reads document.cookie by default', () => {
    document.cookie = 'cookiePermission=Y; path=/';
    document.cookie = `cookieList=${encodeURIComponent('required,analytical')}; path=/`;
    expect(hasConsent('analytical')).toBe(true);
    expect(hasConsent('marketing')).toBe(false);
    document.cookie = 'cookiePermission=; path=/; max-age=0';
    document.cookie = 'cookieList=; path=/; max-age=0';
    expect(hasConsent('analytical')).toBe(false);
  });
});
