import { rootLoader } from './root-loader';

/** A request as the web server hands it to a site, naming the site on `x-corp-site`. */
const requestFor = (site: string | null, mainOrigin: string | null = null) =>
  ({
    headers: {
      get: (name: string) =>
        name === 'x-corp-site' ? site : name === 'x-corp-hub-origin' ? mainOrigin : null,
    },
  }) as unknown as Request;

describe('rootLoader', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('applies the per-site consent defaults of the site the server named', () => {
    process.env['CONSENT_DEFAULTS'] = 'checked';
    process.env['CONSENT_DEFAULTS_ASIA'] = 'unchecked';
    process.env['CHAT_SCRIPT_URL'] = 'https://chat.example.com/w.js';
    expect(rootLoader({ request: requestFor('asia') })).toEqual({
      chatScriptUrl: 'https://chat.example.com/w.js',
      consentDefaults: 'unchecked',
    });
    expect(rootLoader({ request: requestFor('main') }).consentDefaults).toBe('checked');
  });

  it('uses only the global settings for an unknown or missing site', () => {
    process.env['CONSENT_DEFAULTS_ASIA'] = 'unchecked';
    expect(rootLoader({ request: requestFor('ASIA ') })).toEqual({});
    expect(rootLoader({ request: requestFor(null) })).toEqual({});
    expect(rootLoader()).toEqual({});
  });

  it('falls back to the site of the app when the server named none', () => {
    process.env['CONSENT_DEFAULTS_ASIA'] = 'unchecked';
    expect(rootLoader({ request: requestFor(null) }, 'asia').consentDefaults).toBe('unchecked');
    expect(rootLoader({ request: requestFor('main') }, 'asia')).toEqual({});
  });

  it('hands a page of another host the main site’s origin the server named, never main itself', () => {
    expect(rootLoader({ request: requestFor('idp', 'https://www.example.com') })).toEqual({
      hubOrigin: 'https://www.example.com',
    });
    expect(rootLoader({ request: requestFor('main', 'https://www.example.com') })).toEqual({});
    for (const bad of ['data:text/plain,x', 'https://u:p@example.com', 'https://x.com/path', ''])
      expect(rootLoader({ request: requestFor('asia', bad) })).toEqual({});
  });
});
