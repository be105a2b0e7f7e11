import type { ReactNode } from 'react';
import { useNavigation } from 'react-router';
import type { Locale } from '@corp/shared/i18n';
import { I18nProvider } from '@corp/shared/i18n';
import { ProgressBar } from '@corp/shared/ui';
import { useIslandPage, usePublicConfig } from '@corp/shared/document';
import { LayoutIsland } from '../Layouts/layout-islands';

/**
 * Spec §2.8, §4 cookie alert and the consent-gated third-party pieces of spec §1, configured by
 * the page's public config. The alert is in every page's HTML, shown from the first paint only to
 * a visitor who has not chosen (`CONSENT_PENDING_SCRIPT` in the document's head).
 */
function Consent({ locale }: { locale: Locale }) {
  const config = usePublicConfig();
  return <LayoutIsland name="ConsentRoot" props={{ config, locale }} />;
}

/** Spec §2.8 "navigation progress bar": while React Router loads the next page. */
function RouterProgress() {
  const navigation = useNavigation();
  return <ProgressBar active={navigation.state === 'loading'} />;
}

/** The same on an island page (ADR 0032): while the next document loads. */
function NavigationProgress() {
  return useIslandPage() ? <LayoutIsland name="DocumentProgress" props={{}} /> : <RouterProgress />;
}

export interface PageChromeProps {
  locale: Locale;
  children: ReactNode;
}

/**
 * What every page of every site sits in: its locale's translations, the navigation progress
 * bar, the API's error notifications and the cookie consent (alert and third-party loader). The API store itself is not part of a page's first
 * load: the interactive parts load it when they first call the API.
 */
export function PageChrome({ locale, children }: PageChromeProps) {
  return (
    <I18nProvider locale={locale}>
      <NavigationProgress />
      {children}
      <LayoutIsland name="ApiNotifications" props={{}} />
      <Consent locale={locale} />
    </I18nProvider>
  );
}
