import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@corp/shared/i18n';
import { hreflang, normalizeLocale } from '@corp/shared/i18n';
import {
  Button,
  Checkbox,
  LanguageMark,
  privacyPolicyHref,
  privacyPolicyLanguage,
} from '@corp/shared/ui';
import type { PublicConfig } from '@corp/shared/contracts';
import type { ConsentCategory, OptionalCategory } from '../consent-state';
import { OPTIONAL_CATEGORIES, readConsent, recordConsent } from '../consent-state';
import { useConsentTexts } from '../consent-texts';
import styles from './CookieAlert.module.scss';

/** `saveConsentChoice`, loaded with the choice: the API store is not part of the page's load. */
const saveConsentChoice = (cookieList: string, locale: Locale) =>
  import('./save-consent').then((module) => module.saveConsentChoice(cookieList, locale));

export type CookieAlertView = 'banner' | 'settings';

export interface CookieAlertProps {
  /** The first view: the banner (first visit) or the settings (reopened from the footer). */
  view?: CookieAlertView;
  /** Whether the optional categories start checked (spec §5) or unchecked (per host). */
  defaults?: PublicConfig['consentDefaults'];
  /** The page locale; the i18n locale by default. */
  locale?: Locale;
  /** Move focus into the alert when it opens (when the visitor asked for it). */
  autoFocus?: boolean;
  /**
   * The first visit's banner, in every page's HTML: shown only under `CONSENT_PENDING_ATTRIBUTE`
   * (no choice in the cookies) until the page's scripts decide.
   */
  firstVisitOnly?: boolean;
  /** After a choice is recorded (the cookies are set and `consentchange` fired). */
  onChoice?: (categories: ConsentCategory[]) => void;
  /** Escape: close without a choice (only offered when the visitor has chosen before). */
  onDismiss?: () => void;
  /** Saves the choice (`save-fingerprint`); the RTK Query call by default. */
  save?: (cookieList: string, locale: Locale) => Promise<unknown>;
}

type Selection = Record<OptionalCategory, boolean>;

function initialSelection(defaults: CookieAlertProps['defaults']): Selection {
  const previous = readConsent();
  if (previous.decided)
    return {
      analytical: previous.categories.has('analytical'),
      marketing: previous.categories.has('marketing'),
    };
  const checked = defaults !== 'unchecked';
  return { analytical: checked, marketing: checked };
}

/**
 * Spec §2.8, §4, §5 cookie alert: a labelled, non-modal region fixed to the bottom of the
 * viewport (it shifts no layout), with "Accept all", "Reject optional" (the same size, in the
 * same row) and "Settings", whose three boxes (required: checked and disabled) and "Save
 * selection" record a selection. Every choice sets `cookieList` and `cookiePermission=Y`, fires
 * `consentchange`, then saves the fingerprint and list (a failed save only logs).
 */
export function CookieAlert({
  view: initialView = 'banner',
  defaults,
  locale,
  autoFocus = false,
  firstVisitOnly = false,
  onChoice,
  onDismiss,
  save = saveConsentChoice,
}: CookieAlertProps) {
  const t = useConsentTexts();
  const { i18n } = useTranslation();
  const pageLocale = locale ?? normalizeLocale(i18n.language);
  // The policy in another language than the page's says so (issue 42: German pages link the
  // English one).
  const policyLanguage = privacyPolicyLanguage[pageLocale];
  const policyInOtherLanguage = policyLanguage !== pageLocale;
  const [view, setView] = useState<CookieAlertView>(initialView);
  const [selection, setSelection] = useState<Selection>(() => initialSelection(defaults));
  const titleId = useId();
  const textId = useId();
  const settingsId = useId();
  const settingsTitleRef = useRef<HTMLHeadingElement>(null);
  const regionRef = useRef<HTMLElement>(null);
  const movedToSettings = useRef(false);

  useEffect(() => {
    if (!autoFocus) return;
    (view === 'settings' ? settingsTitleRef.current : regionRef.current)?.focus();
    // Only when the alert opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (view === 'settings' && movedToSettings.current) settingsTitleRef.current?.focus();
  }, [view]);

  const choose = (categories: ConsentCategory[]) => {
    const chosen = recordConsent(categories);
    onChoice?.(chosen);
    void save(chosen.join(','), pageLocale);
  };
  const acceptAll = () => choose(['required', ...OPTIONAL_CATEGORIES]);
  const rejectOptional = () => choose(['required']);
  const saveSelection = () =>
    choose(['required', ...OPTIONAL_CATEGORIES.filter((category) => selection[category])]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && onDismiss) {
      event.stopPropagation();
      onDismiss();
    }
  };

  return (
    <section
      ref={regionRef}
      className={styles['alert']}
      aria-labelledby={titleId}
      aria-describedby={textId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      data-testid="cookie-alert"
      data-first-visit-only={firstVisitOnly ? '' : undefined}
    >
      <div className={styles['inner']}>
        <h2 id={titleId} className={styles['title']}>
          {t('title')}
        </h2>
        <p id={textId} className={styles['text']}>
          {t('text')}{' '}
          <a
            href={privacyPolicyHref[pageLocale]}
            hrefLang={policyInOtherLanguage ? hreflang(policyLanguage) : undefined}
            target="_blank"
            rel="noopener noreferrer"
            className={styles['link']}
          >
            {t('policyLink')}
            {policyInOtherLanguage ? <LanguageMark language={policyLanguage} /> : null}
            <span className={styles['visuallyHidden']}> ({t('opensInNewTab')})</span>
          </a>
        </p>
        {view === 'settings' ? (
          <div role="group" aria-labelledby={settingsId} className={styles['settings']}>
            <h3
              id={settingsId}
              ref={settingsTitleRef}
              tabIndex={-1}
              className={styles['settingsTitle']}
            >
              {t('settingsTitle')}
            </h3>
            <Checkbox
              name="required"
              label={t('categories.required')}
              hint={t('categories.requiredHint')}
              checked
              disabled
              readOnly
            />
            {OPTIONAL_CATEGORIES.map((category) => (
              <Checkbox
                key={category}
                name={category}
                label={t(`categories.${category}`)}
                hint={t(`categories.${category}Hint`)}
                checked={selection[category]}
                onChange={(event) =>
                  setSelection((current) => ({ ...current, [category]: event.target.checked }))
                }
              />
            ))}
          </div>
        ) : null}
        <div className={styles['actions']}>
          <Button className={styles['action']} onClick={acceptAll}>
            {t('acceptAll')}
          </Button>
          <Button className={styles['action']} onClick={rejectOptional}>
            {t('rejectOptional')}
          </Button>
          {view === 'settings' ? (
            <Button variant="outline" className={styles['action']} onClick={saveSelection}>
              {t('saveSelection')}
            </Button>
          ) : (
            <Button
              variant="outline"
              className={styles['action']}
              onClick={() => {
                movedToSettings.current = true;
                setView('settings');
              }}
            >
              {t('settings')}
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
