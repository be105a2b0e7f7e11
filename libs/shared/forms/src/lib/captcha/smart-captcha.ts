/**
 * Yandex SmartCaptcha's browser API (`window.smartCaptcha`), as far as the invisible captcha of
 * spec §5 uses it. https://yandex.cloud/docs/smartcaptcha/concepts/widget-methods
 */
export const SMART_CAPTCHA_SCRIPT = 'https://smartcaptcha.yandexcloud.net/captcha.js';

export type SmartCaptchaEvent =
  | 'challenge-visible'
  | 'challenge-hidden'
  | 'network-error'
  | 'javascript-error'
  | 'success'
  | 'token-expired';

/** The languages the widget speaks. */
export type SmartCaptchaLanguage = 'ru' | 'en' | 'be' | 'kk' | 'tt' | 'uk' | 'uz' | 'tr';

export interface SmartCaptchaParams {
  sitekey: string;
  invisible?: boolean;
  hl?: SmartCaptchaLanguage;
  callback?: (token: string) => void;
  hideShield?: boolean;
  shieldPosition?:
    'top-left' | 'center-left' | 'bottom-left' | 'top-right' | 'center-right' | 'bottom-right';
  test?: boolean;
}

export interface SmartCaptchaApi {
  render(container: HTMLElement | string, params: SmartCaptchaParams): number;
  execute(widgetId?: number): void;
  reset(widgetId?: number): void;
  destroy(widgetId?: number): void;
  getResponse(widgetId?: number): string;
  subscribe(
    widgetId: number,
    event: SmartCaptchaEvent,
    callback: (payload?: unknown) => void,
  ): (() => void) | undefined;
}

/** The global the script defines, and the load callback it calls by name. */
const ONLOAD_CALLBACK = '__corpSmartCaptchaLoaded';

type CaptchaWindow = Window & {
  smartCaptcha?: SmartCaptchaApi;
  [ONLOAD_CALLBACK]?: () => void;
};

let loading: Promise<SmartCaptchaApi> | undefined;

/**
 * The provider's script, added once to the page (only ever called with a site key configured).
 * A page already holding `window.smartCaptcha` is used as it is. Under the site's CSP
 * (`'strict-dynamic'`) a script added by the page's own scripts is allowed; it also gets the
 * page's nonce.
 */
export function loadSmartCaptcha(): Promise<SmartCaptchaApi> {
  const win = window as CaptchaWindow;
  if (win.smartCaptcha) return Promise.resolve(win.smartCaptcha);
  loading ??= new Promise<SmartCaptchaApi>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = () => {
      loading = undefined;
      script.remove();
      delete win[ONLOAD_CALLBACK];
      reject(new Error('The captcha script could not be loaded'));
    };
    win[ONLOAD_CALLBACK] = () => {
      if (win.smartCaptcha) resolve(win.smartCaptcha);
      else fail();
    };
    script.src = `${SMART_CAPTCHA_SCRIPT}?render=onload&onload=${ONLOAD_CALLBACK}`;
    script.async = true;
    const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
    if (nonce) script.nonce = nonce;
    script.addEventListener('error', fail);
    document.head.append(script);
  });
  return loading;
}

/** Forgets a finished or failed load (tests). */
export function forgetSmartCaptchaLoad(): void {
  loading = undefined;
}
