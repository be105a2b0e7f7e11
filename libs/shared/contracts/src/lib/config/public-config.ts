/**
 * Browser-side settings of third-party services, read from the server's environment by the root
 * loader. Only public identifiers live here (a counter id, a captcha *site* key); secrets stay on
 * the server. Each service is off while its variable is unset.
 */
export interface PublicConfig {
  /** Yandex Metrika counter id (`ANALYTICS_ID`, digits). */
  analyticsId?: string;
  /** Yandex SmartCaptcha site key (`CAPTCHA_SITE_KEY`). */
  captchaSiteKey?: string;
}

export function publicConfigFrom(env: Readonly<Record<string, string | undefined>>): PublicConfig {
  const analyticsId = env['ANALYTICS_ID']?.trim();
  const captchaSiteKey = env['CAPTCHA_SITE_KEY']?.trim();
  return {
    ...(analyticsId && /^\d{1,20}$/.test(analyticsId) ? { analyticsId } : {}),
    ...(captchaSiteKey ? { captchaSiteKey } : {}),
  };
}

/** The origins a page must be allowed to reach for the configured services (for the CSP). */
export function thirdPartyOrigins(config: PublicConfig): {
  connect: string[];
  frame: string[];
  img: string[];
} {
  return {
    connect: [
      ...(config.analyticsId ? ['https://mc.yandex.ru'] : []),
      ...(config.captchaSiteKey ? ['https://smartcaptcha.yandexcloud.net'] : []),
    ],
    frame: config.captchaSiteKey ? ['https://smartcaptcha.yandexcloud.net'] : [],
    img: config.analyticsId ? ['https://mc.yandex.ru'] : [],
  };
}
