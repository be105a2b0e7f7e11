import type { FeedbackResult } from '@corp/shared/contracts';
import type {
  DownloadBrochureModalData,
  DownloadDemoModalData,
  EventModalData,
  LeadModalData,
  ModalName,
  ModalRegistry,
  ModalRenderProps,
  PopupBrochureModalData,
  SendRequestModalData,
  SuccessModalData,
  WatchWebinarModalData,
} from '@corp/shared/modals';
import { useModal } from '@corp/shared/modals';
import { Modal } from '@corp/shared/ui';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeadSpec } from '../ContactForm/contact-feedback';
import { useFormPage } from '../form-page/useFormPage';
import { LeadForm } from '../LeadForm/LeadForm';
import type { LeadNameField } from '../LeadForm/LeadForm';
import {
  readLeadDownloads,
  recordLeadSuccess,
  successDataOf,
  successDataOfSaved,
} from '../lead-downloads/lead-downloads';
import { NewsletterForm } from '../NewsletterForm/NewsletterForm';
import { ResumeForm } from '../ResumeForm/ResumeForm';
import styles from './LeadDialogs.module.scss';

/** Spec §5 "Captcha ids" of the dialogs. */
export const leadCaptchaIds = {
  'send-request': 'send-request-captcha',
  'event-request': 'rq-event-captcha',
  'main-event': 'main-event-captcha',
  'download-brochure': 'dl-brochure-captcha',
  'download-demo': 'dl-brochure-captcha',
  'popup-brochure': 'dl-brochure-captcha',
  'watch-webinar': 'dl-brochure-captcha',
  'send-resume-hr': 'hr-form-captcha',
} as const;

type SuccessName =
  | 'send-request-success'
  | 'event-request-success'
  | 'main-event-success'
  | 'download-brochure-success';

interface FrameProps {
  title: string;
  subtitle?: string;
  description?: ReactNode;
  close: () => void;
  children: ReactNode;
}

/** A lead dialog: its heading (the opener's or the default), a line under it, the form. */
function LeadDialogFrame({ title, subtitle, description, close, children }: FrameProps) {
  return (
    <Modal open onClose={close} title={title} className={styles['dialog']}>
      {subtitle ? <p className={styles['subtitle']}>{subtitle}</p> : null}
      {description ? <div className={styles['description']}>{description}</div> : null}
      {children}
    </Modal>
  );
}

/**
 * Spec §7 "Brochure comment: 'Скачивание брошюры' for ru, otherwise 'Brochure download'": each
 * locale's `forms` file holds it so (a page loads no other locale's texts than its own and its
 * fallbacks).
 */
function useBrochureComment(): string {
  const { i18n } = useTranslation();
  const page = useFormPage();
  return i18n.getFixedT(page.locale, 'forms')('brochureComment');
}

interface LeadDialogProps {
  data: LeadModalData;
  close: () => void;
  lead: LeadSpec;
  captchaId: string;
  success: SuccessName;
  title: string;
  nameField?: LeadNameField;
  showComment?: boolean;
  submitLabel?: string;
  description?: ReactNode;
  /** What the success is of (`mod`: a demo, a recording), beside the response's links. */
  successMod?: SuccessModalData['mod'];
  /** The calendar file of what the visitor registered for, offered by the success. */
  calendar?: string;
}

/**
 * One dialog of the lead form: sends the lead, saves what its type leaves (spec §4 "Feedback
 * success by request type") and opens its success modal with the response's download.
 */
function LeadDialog({
  data,
  close,
  lead,
  captchaId,
  success,
  title,
  nameField = 'split',
  showComment = false,
  submitLabel,
  description,
  successMod,
  calendar,
}: LeadDialogProps) {
  const modal = useModal();
  const onSent = (result: FeedbackResult) => {
    recordLeadSuccess(lead.type, lead, result);
    modal.open(success, {
      ...successDataOf(result),
      ...(successMod ? { mod: successMod } : {}),
      ...(calendar ? { calendar } : {}),
    });
  };
  return (
    <LeadDialogFrame
      title={data.title ?? title}
      subtitle={data.subtitle}
      description={description}
      close={close}
    >
      <LeadForm
        variant="modal"
        lead={lead}
        nameField={nameField}
        showComment={showComment}
        captchaId={captchaId}
        submitLabel={submitLabel}
        onSent={onSent}
      />
    </LeadDialogFrame>
  );
}

const targetOf = (data: LeadModalData) => ({
  ...(data.product ? { product: data.product } : {}),
  ...(data.event ? { event: data.event } : {}),
  ...(data.customData ? { customData: data.customData } : {}),
});

/** send-request: a request from a modal, with one "Full name" (type 'request', 'news' on news pages). */
export function SendRequestDialog({ data, close }: ModalRenderProps) {
  const { t } = useTranslation('forms');
  const given = data as unknown as Partial<SendRequestModalData>;
  return (
    <LeadDialog
      data={given}
      close={close}
      lead={{ type: given.type ?? 'request', ...targetOf(given) }}
      captchaId={leadCaptchaIds['send-request']}
      success="send-request-success"
      title={t('titles.sendRequest')}
      nameField="full"
      showComment
    />
  );
}

function eventDialog(name: 'event-request' | 'main-event') {
  function EventDialog({ data, close }: ModalRenderProps) {
    const { t } = useTranslation('forms');
    const given = data as unknown as Partial<EventModalData>;
    return (
      <LeadDialog
        data={given}
        close={close}
        lead={{ type: 'event', ...targetOf(given) }}
        captchaId={leadCaptchaIds[name]}
        success={`${name}-success`}
        title={t('titles.eventRequest')}
        submitLabel={t('actions.register')}
        calendar={given.calendar}
      />
    );
  }
  return EventDialog;
}

/** event-request: registration for an event (type 'event', the event's code). */
export const EventRequestDialog = eventDialog('event-request');
/** main-event: registration for the promoted event (type 'event'). */
export const MainEventDialog = eventDialog('main-event');

/**
 * Spec §4 "Brochure button: opens the brochure dialog unless the feedback form is already
 * filled": after a brochure-ext or brochure-popup lead for this product, the brochure dialog
 * hands over at once to the download (its success modal with the saved link), without the form.
 * Returns whether it did.
 */
function useFilledBrochure(product: string | undefined): boolean {
  const modal = useModal();
  const [saved] = useState(() =>
    product && typeof window !== 'undefined' ? readLeadDownloads().brochures[product] : undefined,
  );
  const filled = saved?.filled === true;
  useEffect(() => {
    if (saved?.filled) modal.open('download-brochure-success', successDataOfSaved(saved));
    // Once, when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return filled;
}

/** download-brochure: the brochure form (type 'brochure', or 'brochure-ext' as the opener says). */
export function DownloadBrochureDialog({ data, close }: ModalRenderProps) {
  const { t } = useTranslation('forms');
  const comment = useBrochureComment();
  const given = data as unknown as Partial<DownloadBrochureModalData>;
  if (useFilledBrochure(given.product)) return null;
  return (
    <LeadDialog
      data={given}
      close={close}
      lead={{ type: given.type ?? 'brochure', ...targetOf(given), comment }}
      captchaId={leadCaptchaIds['download-brochure']}
      success="download-brochure-success"
      title={t('titles.downloadBrochure')}
      submitLabel={t('actions.download')}
    />
  );
}

/**
 * download-demo: the demo request of a product (type 'demo'). Its success says that a demo will
 * be scheduled, and gives the online demo and the guide the product has.
 */
export function DownloadDemoDialog({ data, close }: ModalRenderProps) {
  const { t } = useTranslation('forms');
  const given = data as unknown as Partial<DownloadDemoModalData>;
  return (
    <LeadDialog
      data={given}
      close={close}
      lead={{ type: 'demo', ...targetOf(given) }}
      captchaId={leadCaptchaIds['download-demo']}
      success="download-brochure-success"
      title={t('titles.requestDemo')}
      submitLabel={t('actions.send')}
      successMod="demo"
    />
  );
}

/** popup-brochure: the brochure pop-up, its title and description above the form (type 'brochure-popup'). */
export function PopupBrochureDialog({ data, close }: ModalRenderProps) {
  const { t } = useTranslation('forms');
  const comment = useBrochureComment();
  const given = data as unknown as Partial<PopupBrochureModalData>;
  if (useFilledBrochure(given.product)) return null;
  return (
    <LeadDialog
      data={given}
      close={close}
      lead={{ type: 'brochure-popup', ...targetOf(given), comment }}
      captchaId={leadCaptchaIds['popup-brochure']}
      success="download-brochure-success"
      title={t('titles.downloadBrochure')}
      description={given.description ? <p>{given.description}</p> : undefined}
      submitLabel={t('actions.download')}
    />
  );
}

/** watch-webinar: the form before a webinar's registration or recording (type 'webinar-popup'). */
export function WatchWebinarDialog({ data, close }: ModalRenderProps) {
  const { t } = useTranslation('forms');
  const given = data as unknown as Partial<WatchWebinarModalData>;
  const recording = given.mode !== 'register';
  return (
    <LeadDialog
      data={given}
      close={close}
      lead={{ type: 'webinar-popup', ...targetOf(given) }}
      captchaId={leadCaptchaIds['watch-webinar']}
      success="download-brochure-success"
      title={recording ? t('titles.watchRecording') : t('titles.registerWebinar')}
      submitLabel={recording ? t('actions.send') : t('actions.register')}
      // A recording's success gives its link, with or without a password.
      successMod={recording ? 'recording' : undefined}
      calendar={recording ? undefined : given.calendar}
    />
  );
}

/** newsletter: the subscription dialog. */
export function NewsletterDialog({ data, close }: ModalRenderProps) {
  const { t } = useTranslation('forms');
  const given = data as unknown as Partial<LeadModalData>;
  return (
    <LeadDialogFrame
      title={given.title ?? t('titles.newsletter')}
      subtitle={given.subtitle ?? t('newsletter.lead')}
      close={close}
    >
      <NewsletterForm variant="modal" />
    </LeadDialogFrame>
  );
}

/** send-resume-hr: the career form in a dialog. */
export function ResumeDialog({ data, close }: ModalRenderProps) {
  const { t } = useTranslation('forms');
  const given = data as unknown as Partial<LeadModalData>;
  return (
    <LeadDialogFrame
      title={given.title ?? t('titles.resume')}
      subtitle={given.subtitle}
      close={close}
    >
      <ResumeForm variant="modal" />
    </LeadDialogFrame>
  );
}

/** The lead dialogs of spec §2.9 by modal name, for the page's `ModalProvider`. */
export const leadModalRegistry: ModalRegistry = {
  'send-request': SendRequestDialog,
  'event-request': EventRequestDialog,
  'main-event': MainEventDialog,
  'download-brochure': DownloadBrochureDialog,
  'download-demo': DownloadDemoDialog,
  'popup-brochure': PopupBrochureDialog,
  'watch-webinar': WatchWebinarDialog,
  newsletter: NewsletterDialog,
  'send-resume-hr': ResumeDialog,
} satisfies Partial<Record<ModalName, unknown>>;
