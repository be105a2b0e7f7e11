/* eslint-disable no-script-url -- the tests hand the parser the script URLs it must refuse */
import { publicConfigFrom, thirdPartyOrigins } from './public-config';

describe('publicConfigFrom', () => {
  it('turns every service off while its variable is unset or blank', () => {
    expect(publicConfigFrom({})).toEqual({});
    expect(publicConfigFrom({ ANALYTICS_ID: ' ', CAPTCHA_SITE_KEY: '' })).toEqual({});
    expect(thirdPartyOrigins({})).toEqual({ connect: [], frame: [], img: [], script: [] });
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
      script: [],
    });
  });
});

describe('third-party script URLs', () => {
  const all = {
    CHAT_SCRIPT_URL: 'https://chat.example.com/widget.js',
    CALL_TRACKING_SCRIPT_URL: 'https://calls.example.net/ct.js?id=7',
    PIXEL_SCRIPT_URL: 'https://pixel.example.org/p.js',
    AD_LOADER_SCRIPT_URL: 'https://ads.example.com/loader.js',
    MARKETING_SCRIPT_URL: 'https://chat.example.com/marketing.js',
  };

  it('reads the five script URLs', () => {
    expect(publicConfigFrom(all)).toEqual({
      chatScriptUrl: 'https://chat.example.com/widget.js',
      callTrackingScriptUrl: 'https://calls.example.net/ct.js?id=7',
      pixelScriptUrl: 'https://pixel.example.org/p.js',
      adLoaderScriptUrl: 'https://ads.example.com/loader.js',
      marketingScriptUrl: 'https://chat.example.com/marketing.js',
    });
  });

  it('accepts http only on localhost and 127.0.0.1 (local stub scripts)', () => {
    expect(
      publicConfigFrom({
        CHAT_SCRIPT_URL: 'http://127.0.0.1:4999/chat.js',
        PIXEL_SCRIPT_URL: 'http://localhost:4999/pixel.js',
        AD_LOADER_SCRIPT_URL: 'http://ads.example.com/loader.js',
      }),
    ).toEqual({
      chatScriptUrl: 'http://127.0.0.1:4999/chat.js',
      pixelScriptUrl: 'http://localhost:4999/pixel.js',
    });
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/javascript,alert(1)',
    'ftp://x',
    '/local/chat.js',
    '//chat.example.com/widget.js',
    'chat.example.com/widget.js',
    'https://user:pass@chat.example.com/widget.js',
    'http://127.0.0.2/chat.js',
    '   ',
  ])('ignores %j', (value) => {
    expect(publicConfigFrom({ CHAT_SCRIPT_URL: value, MARKETING_SCRIPT_URL: value })).toEqual({});
  });

  it('adds each configured origin once to script-src and connect-src, nothing when unset', () => {
    expect(thirdPartyOrigins(publicConfigFrom(all))).toEqual({
      connect: [
        'https://chat.example.com',
        'https://calls.example.net',
        'https://pixel.example.org',
        'https://ads.example.com',
      ],
      frame: [],
      img: [],
      script: [
        'https://chat.example.com',
        'https://calls.example.net',
        'https://pixel.example.org',
        'https://ads.example.com',
      ],
    });
    expect(
      thirdPartyOrigins(publicConfigFrom({ PIXEL_SCRIPT_URL: 'http://127.0.0.1:4999/p.js' })),
    ).toEqual({
      connect: ['http://127.0.0.1:4999'],
      frame: [],
      img: [],
      script: ['http://127.0.0.1:4999'],
    });
  });

  it('never lets a hand-made config with a bad URL into the CSP', () => {
    expect(thirdPartyOrigins({ chatScriptUrl: 'javascript:alert(1)' }).script).toEqual([]);
  });
});

describe('consent defaults', () => {
  it('reads the global setting, checked or unchecked, ignoring anything else', () => {
    expect(publicConfigFrom({ CONSENT_DEFAULTS: 'unchecked' })).toEqual({
      consentDefaults: 'unchecked',
    });
    expect(publicConfigFrom({ CONSENT_DEFAULTS: ' Checked ' })).toEqual({
      consentDefaults: 'checked',
    });
    expect(publicConfigFrom({ CONSENT_DEFAULTS: 'maybe' })).toEqual({});
  });

  it('lets a site setting override the global one for that site only', () => {
    const env = { CONSENT_DEFAULTS: 'checked', CONSENT_DEFAULTS_MAIN: 'unchecked' };
    expect(publicConfigFrom(env, 'main').consentDefaults).toBe('unchecked');
    expect(publicConfigFrom(env, 'asia').consentDefaults).toBe('checked');
    expect(publicConfigFrom(env).consentDefaults).toBe('checked');
    expect(publicConfigFrom({ CONSENT_DEFAULTS_ASIA: 'unchecked' }, 'asia')).toEqual({
      consentDefaults: 'unchecked',
    });
    expect(publicConfigFrom({ CONSENT_DEFAULTS_ASIA: 'unchecked' }, 'main')).toEqual({});
  });

  it('falls back to the global setting when the site setting is invalid', () => {
    expect(
      publicConfigFrom({ CONSENT_DEFAULTS: 'unchecked', CONSENT_DEFAULTS_MAIN: 'x' }, 'main'),
    ).toEqual({ consentDefaults: 'unchecked' });
  });
});

describe('course accounts', () => {
  it('keeps an https link to the course platform per course and drops anything else', () => {
    expect(
      publicConfigFrom({
        COURSE_ACCOUNT_URL_MACHINE: ' https://learn.example.com/machine ',
        COURSE_ACCOUNT_URL_MOUNT: 'https://learn.example.com/mount',
      }),
    ).toEqual({
      courseAccountUrlMachine: 'https://learn.example.com/machine',
      courseAccountUrlMount: 'https://learn.example.com/mount',
    });
    for (const bad of [
      'http://learn.example.com/',
      'javascript:alert(1)',
      '/account/',
      'https://user:pw@learn.example.com/',
      '',
    ]) {
      expect(publicConfigFrom({ COURSE_ACCOUNT_URL_MACHINE: bad })).toEqual({});
    }
  });
});
