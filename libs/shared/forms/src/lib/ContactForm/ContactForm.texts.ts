import { defineNamespace } from '@corp/shared/i18n';

const en = {
  lead: 'Tell us about your task and our experts will contact you.',
};

/** The contact form's own texts; labels, buttons and messages come from `forms` and `validation`. */
export const useContactFormTexts = defineNamespace('contact-form', {
  en,
  ru: { lead: 'Расскажите о вашей задаче, и наши специалисты свяжутся с вами.' },
  de: { lead: 'Beschreiben Sie uns Ihre Aufgabe, und unsere Experten melden sich bei Ihnen.' },
  kz: { lead: 'Міндетіңіз туралы айтып беріңіз, біздің мамандар сізбен хабарласады.' },
});
