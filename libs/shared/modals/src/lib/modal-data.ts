import type { ModalName } from './modal-names';

/**
 * What each modal of spec §2.9 is opened with: the contract between the buttons on the pages
 * (`useModal().open(name, data)`) and the modals. Texts arrive already in the page's language.
 */

/** A picture of a modal (zoomed image, video poster, review portrait). */
export interface ModalImage {
  src: string;
  alt: string;
  width?: number;
  height?: number;
}

/** The lead dialogs' common data: what the lead is about (spec §3 "Submit payload"). */
export interface LeadModalData {
  /** The dialog's heading; each dialog has a default in the page's language. */
  title?: string;
  /** A line under the heading (the product's or event's name, the promo's `formTitle`). */
  subtitle?: string;
  /** Product code the lead is about (brochure, demo, a product's send-request). */
  product?: string;
  /** Event or webinar code (event-request, main-event, watch-webinar). */
  event?: string;
  /** Extra marketing data stored with the lead (spec §3 customData). */
  customData?: Readonly<Record<string, string | number | boolean | null>>;
}

/** send-request: a contact request from a modal (also "request a case" on case pages). */
export interface SendRequestModalData extends LeadModalData {
  /** 'request' by default; 'news' on news pages (spec §9). */
  type?: 'request' | 'news';
}

/** download-brochure: the brochure form of a product (type brochure, brochure-ext on mdc, mdcplus, dispatcher). */
export interface DownloadBrochureModalData extends LeadModalData {
  product: string;
  type?: 'brochure' | 'brochure-ext';
}

/** download-demo: the demo form of a product (type demo). */
export interface DownloadDemoModalData extends LeadModalData {
  product: string;
}

/** popup-brochure: the brochure pop-up of spec §3 "Brochure pop-up: title, description, controls". */
export interface PopupBrochureModalData extends LeadModalData {
  product: string;
  title: string;
  description: string;
}

/** event-request and main-event: registration for an event (type event). */
export interface EventModalData extends LeadModalData {
  event: string;
  /** The event's calendar file (`.ics`), offered by the registration's success. */
  calendar?: string;
}

/** watch-webinar: the form before a webinar's registration or recording (type webinar-popup). */
export interface WatchWebinarModalData extends LeadModalData {
  event: string;
  /** An upcoming webinar registers; an ended one gives its recording and password. */
  mode: 'register' | 'recording';
  /** The webinar's calendar file (`.ics`), offered by the registration's success. */
  calendar?: string;
}

/**
 * The success modals (spec §3 "Success data: mod, onlyText, textForLink, link, successData"):
 * the thank-you text, or the download of the lead's file, or the webinar's password.
 */
export interface SuccessModalData {
  /**
   * What the success is of, where it is more than a file (spec §3 "Success data: mod"): a demo
   * request (a demo will be scheduled; the online demo and its guide), a webinar's recording
   * (its link, with or without a password).
   */
  mod?: 'demo' | 'recording';
  /** Close by itself after 5 s (the contact forms' success). */
  autoClose?: boolean;
  /** Show the thank-you text even when there is a link. */
  onlyText?: boolean;
  /** The file or page the lead was for. */
  link?: string;
  /** The name the file downloads under. */
  filename?: string;
  /** The link's text. */
  textForLink?: string;
  /** An external page (a demo stand, a webinar's page), opened in a new tab. */
  externalLink?: string;
  /** The webinar's password, shown with a copy button. */
  password?: string;
  /** A registration's calendar file (`.ics`): "Add to calendar" under the thank-you. */
  calendar?: string;
}

/** feature-modal: a product feature in detail. */
export interface FeatureModalData {
  title: string;
  text: string;
  paragraphs?: readonly string[];
  image?: ModalImage;
}

/** video-brochure and showVideo: a video in a dialog. */
export interface VideoModalData {
  title: string;
  /** The video file (mp4/webm) of the site. */
  src: string;
  poster?: string;
  /** video-brochure: a brochure form under the video for this product. */
  product?: string;
}

/** learnMore: the digital-landing details dialog (paragraphs plus a link 'Узнать подробнее'). */
export interface LearnMoreModalData {
  title: string;
  paragraphs: readonly string[];
  /** The link under the paragraphs; its label defaults to 'Узнать подробнее' / 'Learn more'. */
  link?: { href: string; label?: string };
}

/** reviewCard: a case or customer quote in full. */
export interface ReviewCardModalData {
  quote: string;
  author: string;
  position?: string;
  company?: string;
  image?: ModalImage;
  /** The case or page the quote belongs to. */
  link?: { href: string; label: string };
}

/** image: a picture zoomed. */
export interface ImageModalData {
  image: ModalImage;
  caption?: string;
}

/** The data of each modal name. */
export interface ModalDataMap {
  'send-request': SendRequestModalData;
  'send-request-success': SuccessModalData;
  'event-request': EventModalData;
  'event-request-success': SuccessModalData;
  'main-event': EventModalData;
  'main-event-success': SuccessModalData;
  'send-resume-hr': LeadModalData;
  'hr-success': SuccessModalData;
  'photogallery-modal': Readonly<Record<string, unknown>>;
  'download-brochure': DownloadBrochureModalData;
  'download-brochure-success': SuccessModalData;
  'download-demo': DownloadDemoModalData;
  newsletter: LeadModalData;
  'newsletter-success': SuccessModalData;
  'feature-modal': FeatureModalData;
  'video-brochure': VideoModalData;
  'popup-brochure': PopupBrochureModalData;
  'watch-webinar': WatchWebinarModalData;
  showVideo: VideoModalData;
  learnMore: LearnMoreModalData;
  reviewCard: ReviewCardModalData;
  image: ImageModalData;
}

// Every name has its data type.
type Exhaustive = ModalName extends keyof ModalDataMap ? true : never;
export const modalDataIsExhaustive: Exhaustive = true;
