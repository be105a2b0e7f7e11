import type { MetaFunction } from 'react-router';
import { useLocation } from 'react-router';
import { HomePage, homeTexts } from '@corp/main/feature-home';
import { landingMeta, localeOfPath } from '@corp/shared/layout';

/** The home page's locale from its path: `/ru/` and `/de/`, otherwise English. */
function homeLocale(pathname: string) {
  const locale = localeOfPath(pathname, 'en');
  return locale === 'ru' || locale === 'de' ? locale : 'en';
}

export const meta: MetaFunction = ({ location }) =>
  landingMeta(homeTexts(homeLocale(location.pathname)));

export default function Home() {
  return <HomePage locale={homeLocale(useLocation().pathname)} />;
}
