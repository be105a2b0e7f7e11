/**
 * Browser-side settings of third-party services, read from the server's environment by the root
 * loader. Only public identifiers live here (a counter id, a captcha *site* key, script URLs);
 * secrets stay on the server. Each service is off while its variable is unset or invalid.
 */
export interface PublicConfig {
  /** Yandex Metrika counter id (`ANALYTICS_ID`, digits). */
  analyticsId?: string;
  /** Yandex SmartCaptcha site key (`CAPTCHA_SITE_KEY`). */
  captchaSiteKey?: string;
  /** Live chat script (`CHAT_SCRIPT_URL`); consent category: marketing. */
  chatScriptUrl?: string;
  /** Call tracking script (`CALL_TRACKING_SCRIPT_URL`); consent category: analytical. */
  callTrackingScriptUrl?: string;
  /** Tracking pixel script (`PIXEL_SCRIPT_URL`); consent category: marketing. */
  pixelScriptUrl?: string;
  /** Ad-loader script (`AD_LOADER_SCRIPT_URL`); consent category: marketing. */
  adLoaderScriptUrl?: string;
  /** Marketing-automation script (`MARKETING_SCRIPT_URL`); consent category: marketing. */
  marketingScriptUrl?: string;
  /**
   * Whether the cookie alert's optional categories start checked (`CONSENT_DEFAULTS`, overridden
   * per site by `CONSENT_DEFAULTS_<SITE>`, e.g. `CONSENT_DEFAULTS_MAIN`). Unset means the spec's
   * default, checked.
   */
  consentDefaults?: 'checked' | 'unchecked';
  /**
   * The personal account of the digital-production course on the external course platform
   * (`COURSE_ACCOUNT_URL_MACHINE`, absolute `https:` only); the landing hides the link without it.
   */
  courseAccountUrlMachine?: string;
  /** The same for the digital-mining practicum (`COURSE_ACCOUNT_URL_MOUNT`). */
  courseAccountUrlMount?: string;
  /**
   * The hub's public origin (the main site's, `SITE_ORIGIN_MAIN`) on a page of another host, whose
   * shared navigation and product links lead there; unset on the hub's own host.
   */
  hubOrigin?: string;
}

/** An `http:`/`https:` origin without path, credentials or query, or undefined. */
export function httpOriginOf(value: string | null | undefined): string | undefined {
  const raw = value?.trim();
  if (!raw) return undefined;
  try {
    const url = new URL(raw);
    return (url.protocol === 'https:' || url.protocol === 'http:') &&
      !url.username &&
      !url.password &&
      url.origin === raw.replace(/\/$/, '')
      ? url.origin
      : undefined;
  } catch {
    return undefined;
  }
}

/** The course-platform links of the two course landings: the config key and its variable. */
export const courseAccountVariables = {
  courseAccountUrlMachine: 'COURSE_ACCOUNT_URL_MACHINE',
  courseAccountUrlMount: 'COURSE_ACCOUNT_URL_MOUNT',
} as const satisfies Partial<Record<keyof PublicConfig, string>>;

/** A link to the external course platform, or undefined: absolute `https:` without credentials. */
export function httpsUrlOf(value: string | undefined): string | undefined {
  const raw = value?.trim();
  if (!raw) return undefined;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' && url.hostname && !url.username && !url.password
      ? url.href
      : undefined;
  } catch {
    return undefined;
  }
}

/** The script-URL settings: the config key and its environment variable. */
export const scriptUrlVariables = {
  chatScriptUrl: 'CHAT_SCRIPT_URL',
  callTrackingScriptUrl: 'CALL_TRACKING_SCRIPT_URL',
  pixelScriptUrl: 'PIXEL_SCRIPT_URL',
  adLoaderScriptUrl: 'AD_LOADER_SCRIPT_URL',
  marketingScriptUrl: 'MARKETING_SCRIPT_URL',
} as const satisfies Partial<Record<keyof PublicConfig, string>>;

export type ScriptUrlKey = keyof typeof scriptUrlVariables;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

/**
 * A third-party script URL, or undefined: absolute `https:` only, or `http:` on localhost /
 * 127.0.0.1 (local stub scripts in tests). Never a relative, `javascript:`, `data:` or
 * credentialed URL.
 */
export function scriptUrlOf(value: string | undefined): string | undefined {
  const raw = value?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  if (url.username || url.password) return undefined;
  if (url.protocol === 'https:' && url.hostname) return url.href;
  if (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname)) return url.href;
  return undefined;
}

function consentDefaultsOf(value: string | undefined): PublicConfig['consentDefaults'] {
  const normalized = value?.trim().toLowerCase();
  return normalized === 'checked' || normalized === 'unchecked' ? normalized : undefined;
}

/**
 * The public config from the environment. `site` (a site name such as `main` or `asia`) picks
 * the per-site settings (`CONSENT_DEFAULTS_<SITE>`) over the global ones.
 */
export function publicConfigFrom(
  env: Readonly<Record<string, string | undefined>>,
  site?: string,
): PublicConfig {
  const analyticsId = env['ANALYTICS_ID']?.trim();
  const captchaSiteKey = env['CAPTCHA_SITE_KEY']?.trim();
  const scripts: Partial<Record<ScriptUrlKey, string>> = {};
  for (const [key, variable] of Object.entries(scriptUrlVariables) as [ScriptUrlKey, string][]) {
    const url = scriptUrlOf(env[variable]);
    if (url) scripts[key] = url;
  }
  const siteDefaults =
    site && /^[a-z][a-z0-9]*$/i.test(site)
      ? consentDefaultsOf(env[`CONSENT_DEFAULTS_${site.toUpperCase()}`])
      : undefined;
  const consentDefaults = siteDefaults ?? consentDefaultsOf(env['CONSENT_DEFAULTS']);
  const courseAccounts: Partial<Record<keyof typeof courseAccountVariables, string>> = {};
  for (const [key, variable] of Object.entries(courseAccountVariables) as [
    keyof typeof courseAccountVariables,
    string,
  ][]) {
    const url = httpsUrlOf(env[variable]);
    if (url) courseAccounts[key] = url;
  }
  return {
    ...(analyticsId && /^\d{1,20}$/.test(analyticsId) ? { analyticsId } : {}),
    ...(captchaSiteKey ? { captchaSiteKey } : {}),
    ...scripts,
    ...(consentDefaults ? { consentDefaults } : {}),
    ...courseAccounts,
  };
}

const unique = (values: readonly string[]) => [...new Set(values)];

/** The origins a page must be allowed to reach for the configured services (for the CSP). */
export function thirdPartyOrigins(config: PublicConfig): {
  connect: string[];
  frame: string[];
  img: string[];
  script: string[];
} {
  const scriptOrigins = unique(
    (Object.keys(scriptUrlVariables) as ScriptUrlKey[]).flatMap((key) => {
      const url = scriptUrlOf(config[key]);
      return url ? [new URL(url).origin] : [];
    }),
  );
  return {
    connect: unique([
      ...(config.analyticsId ? ['https://mc.yandex.ru'] : []),
      ...(config.captchaSiteKey ? ['https://smartcaptcha.yandexcloud.net'] : []),
      ...scriptOrigins,
    ]),
    frame: config.captchaSiteKey ? ['https://smartcaptcha.yandexcloud.net'] : [],
    img: config.analyticsId ? ['https://mc.yandex.ru'] : [],
    script: scriptOrigins,
  };
}
