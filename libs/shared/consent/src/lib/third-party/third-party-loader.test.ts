import type { PublicConfig } from '@corp/shared/contracts';
import { recordConsent } from '../consent-state';
import { recordCookieWrites } from '../testing/cookies.test-support';
import { METRIKA_SCRIPT } from './metrika';
import { resetLoadedScripts, startThirdPartyLoader } from './third-party-loader';

recordCookieWrites();

const config: PublicConfig = {
  analyticsId: '12345',
  captchaSiteKey: 'site-key',
  callTrackingScriptUrl: 'https://calls.example/track.js',
  pixelScriptUrl: 'https://pixel.example/px.js',
  adLoaderScriptUrl: 'https://ads.example/loader.js',
  marketingScriptUrl: 'https://automation.example/m.js',
  chatScriptUrl: 'https://chat.example/widget.js',
};
const analytical = [METRIKA_SCRIPT, 'https://calls.example/track.js'];
const marketing = [
  'https://pixel.example/px.js',
  'https://ads.example/loader.js',
  'https://automation.example/m.js',
  'https://chat.example/widget.js',
];

const thirdPartyScripts = () =>
  Array.from(document.querySelectorAll<HTMLScriptElement>('head script[src]'));
const loaded = () => thirdPartyScripts().map((script) => script.getAttribute('src'));

let stops: (() => void)[] = [];
const start = (pageConfig: PublicConfig) => {
  stops.push(startThirdPartyLoader(pageConfig, { schedule: (task) => task() }));
};

beforeEach(() => {
  // The page's own script, with the nonce the server gave this response.
  const own = document.createElement('script');
  own.nonce = 'page-nonce-1234567890';
  own.textContent = '/* page */';
  document.body.appendChild(own);
});

afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  resetLoadedScripts();
  document.querySelectorAll('script').forEach((script) => script.remove());
  delete window.ym;
});

describe('the consent-gated third-party loader', () => {
  it('loads nothing before the visitor chooses', () => {
    start(config);
    expect(loaded()).toEqual([]);
  });

  it('after "accept all": every configured piece once, async, with the page nonce', () => {
    start(config);
    start(config);
    recordConsent(['required', 'analytical', 'marketing']);
    recordConsent(['required', 'analytical', 'marketing']);
    expect(loaded().sort()).toEqual([...analytical, ...marketing].sort());
    for (const script of thirdPartyScripts()) {
      expect(script.async).toBe(true);
      expect(script.nonce).toBe('page-nonce-1234567890');
    }
    // Metrika's queue exists before its script runs.
    expect(typeof window.ym).toBe('function');
  });

  it('after "reject optional": none of the optional pieces', () => {
    start(config);
    recordConsent(['required']);
    expect(loaded()).toEqual([]);
  });

  it('only the accepted category', () => {
    start(config);
    recordConsent(['required', 'marketing']);
    expect(loaded().sort()).toEqual([...marketing].sort());
  });

  it('at once when an earlier visit accepted, in the scheduled callback', () => {
    recordConsent(['required', 'analytical']);
    const tasks: (() => void)[] = [];
    stops.push(startThirdPartyLoader(config, { schedule: (task) => tasks.push(task) }));
    expect(loaded()).toEqual([]);
    tasks.forEach((task) => task());
    expect(loaded().sort()).toEqual([...analytical].sort());
  });

  it('never loads an unconfigured piece', () => {
    start({ pixelScriptUrl: 'https://pixel.example/px.js' });
    recordConsent(['required', 'analytical', 'marketing']);
    expect(loaded()).toEqual(['https://pixel.example/px.js']);
  });
});
