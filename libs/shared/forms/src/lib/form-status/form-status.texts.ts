import { defineNamespace } from '@corp/shared/i18n';

const en = {
  /** Beside a disabled send button: what the form still needs, then the parts below. */
  lead: 'To send:',
  fillIn: 'fill in {{fields}}',
  correct: 'correct {{fields}}',
  attach: 'attach your resume',
  agree: 'agree to the privacy policy',
};

/**
 * Why a form's send button is disabled (spec §4: "disabled while invalid"), in the page's
 * language: the fields to fill in, the ones to correct, the file, the consent.
 */
export const useFormStatusTexts = defineNamespace('form-status', {
  en,
  ru: {
    lead: 'Чтобы отправить:',
    fillIn: 'заполните поля {{fields}}',
    correct: 'исправьте {{fields}}',
    attach: 'прикрепите резюме',
    agree: 'дайте согласие на обработку персональных данных',
  },
  de: {
    lead: 'Zum Senden:',
    fillIn: '{{fields}} ausfüllen',
    correct: '{{fields}} korrigieren',
    attach: 'den Lebenslauf anhängen',
    agree: 'der Datenschutzerklärung zustimmen',
  },
  kz: {
    lead: 'Жіберу үшін:',
    fillIn: '{{fields}} өрістерін толтырыңыз',
    correct: '{{fields}} түзетіңіз',
    attach: 'түйіндемені тіркеңіз',
    agree: 'дербес деректерді өңдеуге келісім беріңіз',
  },
});
