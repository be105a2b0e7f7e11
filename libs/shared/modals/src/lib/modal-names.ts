/** Spec §2.9: every modal of the sites; one of them is open at a time. */
export const modalNames = [
  'send-request',
  'send-request-success',
  'event-request',
  'event-request-success',
  'main-event',
  'main-event-success',
  'send-resume-hr',
  'hr-success',
  'photogallery-modal',
  'download-brochure',
  'download-brochure-success',
  'download-demo',
  'newsletter',
  'newsletter-success',
  'feature-modal',
  'video-brochure',
  'popup-brochure',
  'watch-webinar',
  'showVideo',
  'learnMore',
  'reviewCard',
  'image',
] as const;

export type ModalName = (typeof modalNames)[number];

/** What the opener hands its modal (spec §3 "Modal state": data, custom, success data …). */
export type ModalData = Readonly<Record<string, unknown>>;
