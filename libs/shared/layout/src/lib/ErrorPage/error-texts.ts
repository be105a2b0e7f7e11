import type { Locale } from '@corp/shared/i18n';
import type { ErrorPageTexts } from './ErrorPage';

/**
 * Spec §2.6: the error page's texts in every locale. The page may render outside the
 * translations' provider (the root's error boundary), hence a table rather than a namespace.
 */
export const errorPageTexts: Readonly<Record<Locale, ErrorPageTexts>> = {
  en: {
    notFound: 'This page could not be found',
    serverError: 'Something went wrong on our side. Please try again later.',
    notFoundTitle: 'Page not found — Ferrum Digital',
    serverErrorTitle: 'Server error — Ferrum Digital',
    notFoundHint: 'The address may be mistyped, or the page has moved.',
    returnHome: 'Return to main page',
    sectionsLabel: 'Main sections',
    sections: {
      products: 'Products',
      media: 'News and media',
      events: 'Events',
      about: 'Company',
      contacts: 'Contacts',
    },
  },
  ru: {
    notFound: 'Страница не найдена',
    serverError: 'На сервере произошла ошибка. Пожалуйста, попробуйте позже.',
    notFoundTitle: 'Страница не найдена — Ferrum Digital',
    serverErrorTitle: 'Ошибка сервера — Ferrum Digital',
    notFoundHint: 'Возможно, в адресе опечатка или страница переехала.',
    returnHome: 'Вернуться на главную',
    sectionsLabel: 'Основные разделы',
    sections: {
      products: 'Продукты',
      media: 'Новости и медиа',
      events: 'Мероприятия',
      about: 'О компании',
      contacts: 'Контакты',
    },
  },
  de: {
    notFound: 'Diese Seite wurde nicht gefunden',
    serverError: 'Bei uns ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
    notFoundTitle: 'Seite nicht gefunden — Ferrum Digital',
    serverErrorTitle: 'Serverfehler — Ferrum Digital',
    notFoundHint: 'Vielleicht enthält die Adresse einen Tippfehler, oder die Seite ist umgezogen.',
    returnHome: 'Zur Hauptseite',
    sectionsLabel: 'Hauptbereiche',
    sections: {
      products: 'Produkte',
      media: 'Nachrichten und Medien',
      events: 'Veranstaltungen',
      about: 'Unternehmen',
      contacts: 'Kontakt',
    },
  },
  kz: {
    notFound: 'Бұл бет табылмады',
    serverError: 'Серверде қате орын алды. Кейінірек қайталап көріңіз.',
    notFoundTitle: 'Бет табылмады — Ferrum Digital',
    serverErrorTitle: 'Сервер қатесі — Ferrum Digital',
    notFoundHint: 'Мекенжайда қате болуы мүмкін немесе бет басқа жерге көшірілген.',
    returnHome: 'Басты бетке оралу',
    sectionsLabel: 'Негізгі бөлімдер',
    sections: {
      products: 'Өнімдер',
      media: 'Жаңалықтар мен медиа',
      events: 'Іс-шаралар',
      about: 'Компания туралы',
      contacts: 'Байланыс',
    },
  },
};
