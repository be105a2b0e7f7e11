import { normalizeLocale } from '@corp/shared/i18n';
import type { Locale } from '@corp/shared/i18n';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode, RefCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { loadSmartCaptcha } from './smart-captcha';
import type { SmartCaptchaApi, SmartCaptchaLanguage } from './smart-captcha';

interface CaptchaSettings {
  siteKey: string | undefined;
}

const CaptchaContext = createContext<CaptchaSettings | null>(null);

export interface CaptchaProviderProps {
  /**
   * The SmartCaptcha site key (`CAPTCHA_SITE_KEY`, `usePublicConfig().captchaSiteKey`). Without
   * one the captcha is off: nothing is loaded and submissions carry no token (the API accepts
   * that when it has no captcha secret).
   */
  siteKey?: string;
  children: ReactNode;
}

/** Spec §5 "Captcha: invisible, only active if a site key is configured". */
export function CaptchaProvider({ siteKey, children }: CaptchaProviderProps) {
  const value = useMemo(() => ({ siteKey: siteKey?.trim() || undefined }), [siteKey]);
  return <CaptchaContext.Provider value={value}>{children}</CaptchaContext.Provider>;
}

/** The visitor closed the challenge without solving it: nothing is sent. */
export class CaptchaCancelledError extends Error {
  constructor() {
    super('The captcha challenge was closed');
    this.name = 'CaptchaCancelledError';
  }
}

export interface Captcha {
  /** A site key is configured. */
  enabled: boolean;
  /**
   * Give it the element the widget renders into (an empty `div` of the form, as its `ref`);
   * `undefined` while the captcha is off, when the form renders no such element.
   */
  setContainer: RefCallback<HTMLDivElement> | undefined;
  /**
   * Runs the check (spec §4 "Submit validates, then runs an invisible captcha") and resolves
   * to its token; `undefined` when the captcha is off or its script could not load (the API
   * then decides). Rejects with `CaptchaCancelledError` when the visitor closes the challenge,
   * and with an error when the widget fails.
   */
  execute: () => Promise<string | undefined>;
  /** Spec §4: "On failure the captcha is reset". */
  reset: () => void;
}

const languageByLocale: Readonly<Record<Locale, SmartCaptchaLanguage>> = {
  en: 'en',
  ru: 'ru',
  de: 'en',
  kz: 'kk',
};

interface Widget {
  api: SmartCaptchaApi;
  id: number;
}

interface Waiting {
  resolve: (token: string) => void;
  reject: (error: Error) => void;
}

const off: Captcha = {
  enabled: false,
  setContainer: undefined,
  execute: () => Promise.resolve(undefined),
  reset: () => undefined,
};

/** One form's invisible captcha. Needs a `CaptchaProvider` above it. */
export function useCaptcha(): Captcha {
  const settings = useContext(CaptchaContext);
  if (!settings) throw new Error('useCaptcha needs a <CaptchaProvider> above it');
  const { siteKey } = settings;
  const { i18n } = useTranslation();
  const language = languageByLocale[normalizeLocale(i18n.language)];
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const widget = useRef<Promise<Widget | null> | null>(null);
  const waiting = useRef<Waiting | null>(null);

  useEffect(() => {
    if (!siteKey || !container) return undefined;
    let cancelled = false;
    let rendered: Widget | null = null;
    const unsubscribe: (() => void)[] = [];
    const settle = (outcome: { token: string } | { error: Error }) => {
      const current = waiting.current;
      waiting.current = null;
      if (!current) return;
      if ('token' in outcome) current.resolve(outcome.token);
      else current.reject(outcome.error);
    };
    widget.current = loadSmartCaptcha().then(
      (api) => {
        if (cancelled) return null;
        const id = api.render(container, {
          sitekey: siteKey,
          invisible: true,
          hl: language,
          // Clear of the back-to-top button in the bottom-right corner.
          shieldPosition: 'bottom-left',
          callback: (token) => settle({ token }),
        });
        rendered = { api, id };
        const on = (event: Parameters<SmartCaptchaApi['subscribe']>[1], run: () => void) => {
          const stop = api.subscribe(id, event, run);
          if (stop) unsubscribe.push(stop);
        };
        on('challenge-hidden', () => {
          if (!api.getResponse(id)) settle({ error: new CaptchaCancelledError() });
        });
        on('network-error', () => settle({ error: new Error('The captcha had a network error') }));
        on('javascript-error', () => settle({ error: new Error('The captcha failed') }));
        return rendered;
      },
      (error: unknown) => {
        console.warn('[captcha] not available; sending without a token:', error);
        return null;
      },
    );
    return () => {
      cancelled = true;
      for (const stop of unsubscribe) stop();
      rendered?.api.destroy(rendered.id);
      widget.current = null;
    };
  }, [siteKey, container, language]);

  const execute = useCallback(async (): Promise<string | undefined> => {
    const ready = await (widget.current ?? Promise.resolve(null));
    if (!ready) return undefined;
    return new Promise<string>((resolve, reject) => {
      waiting.current = { resolve, reject };
      ready.api.execute(ready.id);
    });
  }, []);

  const reset = useCallback(() => {
    void widget.current?.then((ready) => ready?.api.reset(ready.id));
  }, []);

  return useMemo(
    () => (siteKey ? { enabled: true, setContainer, execute, reset } : off),
    [siteKey, execute, reset],
  );
}
