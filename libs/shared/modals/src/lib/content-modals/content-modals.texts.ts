import { defineNamespace } from '@corp/shared/i18n';

const en = {
  video: {
    downloadBrochure: 'Download the brochure',
  },
  learnMore: {
    link: 'Learn more',
  },
  review: {
    title: 'Customer review',
  },
  image: {
    title: 'Image',
  },
  newTab: '(opens in a new tab)',
};

/**
 * The fixed texts of the content modals (spec §2.9: feature-modal, video-brochure, showVideo,
 * learnMore, reviewCard, image). They load with the modals, not with the page; the close icon's
 * label comes from the ui `Modal` ('media' namespace).
 */
export const useContentModalTexts = defineNamespace('content-modals', {
  en,
  ru: {
    video: { downloadBrochure: 'Скачать брошюру' },
    learnMore: { link: 'Узнать подробнее' },
    review: { title: 'Отзыв клиента' },
    image: { title: 'Изображение' },
    newTab: '(откроется в новой вкладке)',
  },
  de: {
    video: { downloadBrochure: 'Broschüre herunterladen' },
    learnMore: { link: 'Mehr erfahren' },
    review: { title: 'Kundenstimme' },
    image: { title: 'Bild' },
    newTab: '(öffnet in einem neuen Tab)',
  },
  kz: {
    video: { downloadBrochure: 'Брошюраны жүктеп алу' },
    learnMore: { link: 'Толығырақ білу' },
    review: { title: 'Клиент пікірі' },
    image: { title: 'Сурет' },
    newTab: '(жаңа қойындыда ашылады)',
  },
});

/** A site path stays in the tab; an absolute URL opens a new one (spec §9). */
export const isExternal = (href: string) => /^https?:\/\//.test(href);
