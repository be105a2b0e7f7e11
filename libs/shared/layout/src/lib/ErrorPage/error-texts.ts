import type { Locale } from '@corp/shared/i18n';
import type { ErrorPageTexts } from './ErrorPage';

/** Spec §2.6: the error page's title in every locale. */
export const errorPageTexts: Readonly<Record<Locale, ErrorPageTexts>> = {
  en: {
    notFound: 'This page could not be found',
    serverError: 'Something went wrong on our side. Please try again later.',
    returnHome: 'Return to main page',
  },
  ru: {
    notFound: 'Страница не найдена',
    serverError: 'На сервере произошла ошибка. Пожалуйста, попробуйте позже.',
    returnHome: 'Вернуться на главную',
  },
  de: {
    notFound: 'Diese Seite wurde nicht gefunden',
    serverError: 'Bei uns ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
    returnHome: 'Zur Hauptseite',
  },
  kz: {
    notFound: 'Бұл бет табылмады',
    serverError: 'Серверде қате орын алды. Кейінірек қайталап көріңіз.',
    returnHome: 'Басты бетке оралу',
  },
};
