import { useTranslation } from 'react-i18next';

/** Formats an ISO date-time for the admin's language, in the browser's zone. */
export function useDateTimeFormat(): (iso: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language === 'ru' ? 'ru' : 'en', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (iso) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : format.format(date);
  };
}
