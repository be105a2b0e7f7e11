import { publicConfigFrom, thirdPartyOrigins } from './public-config';

describe('publicConfigFrom', () => {
  it('turns every service off while its variable is unset or blank', () => {
    expect(publicConfigFrom({})).toEqual({});
    expect(publicConfigFrom({ ANALYTICS_ID: ' ', CAPTCHA_SITE_KEY: '' })).toEqual({});
    expect(thirdPartyOrigins({})).toEqual({ connect: [], frame: [], img: [] });
  });

  it('reads the counter id and the captcha site key, never other variables', () => {
    const config = publicConfigFrom({
      ANALYTICS_ID: '98765',
      CAPTCHA_SITE_KEY: 'ysc1_site',
      CAPTCHA_SECRET: 'ysc2_secret',
      API_PASSWORD: 'secret',
    });
    expect(config).toEqual({ analyticsId: '98765', captchaSiteKey: 'ysc1_site' });
    expect(JSON.stringify(config)).not.toContain('secret');
  });

  it('ignores a counter id that is not a number', () => {
    expect(publicConfigFrom({ ANALYTICS_ID: '123"><script>' })).toEqual({});
  });

  it('names the origins the configured services need', () => {
    expect(thirdPartyOrigins({ analyticsId: '1', captchaSiteKey: 'k' })).toEqual({
      connect: ['https://mc.yandex.ru', 'https://smartcaptcha.yandexcloud.net'],
      frame: ['https://smartcaptcha.yandexcloud.net'],
      img: ['https://mc.yandex.ru'],
    });
  });
});
