import { Button, SuccessModal } from '@corp/shared/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { SuccessModalData } from '../modal-data';
import type { ModalData, ModalName } from '../modal-names';
import styles from './success-modals.module.scss';

interface SuccessProps {
  data: ModalData;
  close: () => void;
}

/** Spec §9 "Download auto-start: 3000 ms". */
export const DOWNLOAD_AUTO_START_MS = 3000;

/** `data.autoClose: true` closes the modal after 5 s (spec §4: the contact-form success). */
const autoCloseOf = (data: ModalData) => data['autoClose'] === true;

const textOf = (data: ModalData, key: keyof SuccessModalData): string | undefined => {
  const value = data[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/**
 * Spec §4 "Downloads open a link in a new tab or download under the given name": one click on
 * a link made for it, the way the visitor's own click on a download link would.
 */
export function startDownload(link: string, filename?: string, doc: Document = document): void {
  const anchor = doc.createElement('a');
  anchor.href = link;
  anchor.target = '_blank';
  anchor.rel = 'noopener noreferrer';
  if (filename) anchor.download = filename;
  anchor.hidden = true;
  doc.body.append(anchor);
  anchor.click();
  anchor.remove();
}

interface DownloadProps {
  link: string;
  filename?: string;
  textForLink?: string;
  /** What the file is (the demo's guide); 'Your file is ready' by default. */
  text?: string;
}

/**
 * Spec §4 "Download success modal" without a password: the file downloads by itself after 3 s
 * or on the button, once only.
 */
function Download({ link, filename, textForLink, text }: DownloadProps) {
  const { t } = useTranslation('forms');
  const done = useRef(false);
  const [started, setStarted] = useState(false);
  const download = useCallback(() => {
    if (done.current) return;
    done.current = true;
    setStarted(true);
    startDownload(link, filename);
  }, [link, filename]);

  useEffect(() => {
    const timer = setTimeout(download, DOWNLOAD_AUTO_START_MS);
    return () => clearTimeout(timer);
  }, [download]);

  return (
    <>
      <p>{text ?? t('success.download.text')}</p>
      <p>
        <a href={link} download={filename ?? ''} target="_blank" rel="noopener noreferrer">
          {textForLink ?? filename ?? t('success.download.link')}
        </a>
      </p>
      <Button variant="outline" size="small" disabled={started} onClick={() => download()}>
        {t('success.download.button')}
      </Button>
      <p role="status" className={styles['status']}>
        {started ? t('success.download.started') : null}
      </p>
    </>
  );
}

/** An external page opened in a new tab (the webinar's recording, the online demo). */
function ExternalLink({ href, children }: { href: string; children: string }) {
  return (
    <p>
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    </p>
  );
}

interface PasswordProps {
  password: string;
  externalLink?: string;
  link?: string;
  textForLink?: string;
}

/** Spec §4 "With a password, the password is shown with a copy button" (the webinar's recording). */
function Password({ password, externalLink, link, textForLink }: PasswordProps) {
  const { t } = useTranslation('forms');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password);
      setCopied(true);
    } catch (error) {
      console.warn('[success-modal] the password was not copied:', error);
    }
  };
  return (
    <>
      <p>{t('success.download.passwordHint')}</p>
      <p className={styles['password']}>
        <span>{t('success.download.password')}: </span>
        <code>{password}</code>
        <Button variant="outline" size="small" onClick={() => void copy()}>
          {t('success.download.copy')}
        </Button>
      </p>
      <p role="status" className={styles['status']}>
        {copied ? t('success.download.copied') : null}
      </p>
      {externalLink ? (
        <ExternalLink href={externalLink}>
          {textForLink ?? t('success.download.externalLink')}
        </ExternalLink>
      ) : null}
      {link && !externalLink ? (
        <p>
          <a href={link} target="_blank" rel="noopener noreferrer">
            {textForLink ?? t('success.download.link')}
          </a>
        </p>
      ) : null}
    </>
  );
}

/** A webinar's recording without a password: where to watch it (issue 42: never nothing). */
function Recording({ externalLink, textForLink }: { externalLink: string; textForLink?: string }) {
  const { t } = useTranslation('forms');
  return (
    <>
      <p>{t('success.recording.text')}</p>
      <ExternalLink href={externalLink}>
        {textForLink ?? t('success.download.externalLink')}
      </ExternalLink>
    </>
  );
}

interface DemoProps {
  link?: string;
  filename?: string;
  externalLink?: string;
}

/**
 * A demo request's success (spec §4 "demo … save only link and filename"): that a demo will be
 * scheduled with the visitor, the online demo the product has, and its guide, which downloads as
 * any file of a success does.
 */
function Demo({ link, filename, externalLink }: DemoProps) {
  const { t } = useTranslation('forms');
  return (
    <>
      <p>{t('success.demo.text')}</p>
      {externalLink ? (
        <>
          <p>{t('success.demo.online')}</p>
          <ExternalLink href={externalLink}>{t('success.demo.onlineLink')}</ExternalLink>
        </>
      ) : null}
      {link ? <Download link={link} filename={filename} text={t('success.demo.guide')} /> : null}
    </>
  );
}

type ThankYouKey =
  'success.text' | 'success.hrText' | 'success.newsletterText' | 'success.eventText';

/**
 * Spec §2.9, §4 "Success modal body: shows the download link when one exists and onlyText is
 * not set; otherwise a thank-you text", with the webinar's password when there is one.
 */
function leadSuccessModal(thankYou: ThankYouKey): ComponentType<SuccessProps> {
  function LeadSuccessModal({ data, close }: SuccessProps) {
    const { t } = useTranslation('forms');
    const link = textOf(data, 'link');
    const password = textOf(data, 'password');
    const textForLink = textOf(data, 'textForLink');
    const externalLink = textOf(data, 'externalLink');
    const onlyText = data['onlyText'] === true;
    const mod = data['mod'];
    let body;
    if (mod === 'demo') {
      body = (
        <Demo
          link={onlyText ? undefined : link}
          filename={textOf(data, 'filename')}
          externalLink={externalLink}
        />
      );
    } else if (password) {
      body = (
        <Password
          password={password}
          externalLink={externalLink}
          link={link}
          textForLink={textForLink}
        />
      );
    } else if (mod === 'recording' && externalLink) {
      body = <Recording externalLink={externalLink} textForLink={textForLink} />;
    } else if (link && !onlyText) {
      body = <Download link={link} filename={textOf(data, 'filename')} textForLink={textForLink} />;
    } else {
      body = <p>{t(thankYou)}</p>;
    }
    const calendar = textOf(data, 'calendar');
    return (
      <SuccessModal open onClose={close} title={t('success.title')} autoClose={autoCloseOf(data)}>
        {body}
        {calendar ? (
          // A registration's calendar file (`.ics`), downloaded, never navigated to.
          <p>
            <a href={calendar} download>
              {t('success.calendar')}
            </a>
          </p>
        ) : null}
      </SuccessModal>
    );
  }
  return LeadSuccessModal;
}

/** Spec §8 "Thank you!" with "We have received your application …" (send-request-success). */
export const SendRequestSuccessModal = leadSuccessModal('success.text');
/** Spec §8, the HR variant (hr-success). */
export const HrSuccessModal = leadSuccessModal('success.hrText');
/** The subscription's thank-you (newsletter-success). */
export const NewsletterSuccessModal = leadSuccessModal('success.newsletterText');
/** An event registration's thank-you (event-request-success, main-event-success). */
export const EventSuccessModal = leadSuccessModal('success.eventText');
/** A brochure's, demo's or webinar's success: the download, or the password (download-brochure-success). */
export const DownloadSuccessModal = leadSuccessModal('success.text');

/** Every success modal of spec §2.9 by name. */
export const successModalRegistry: Partial<Record<ModalName, ComponentType<SuccessProps>>> = {
  'send-request-success': SendRequestSuccessModal,
  'event-request-success': EventSuccessModal,
  'main-event-success': EventSuccessModal,
  'download-brochure-success': DownloadSuccessModal,
  'newsletter-success': NewsletterSuccessModal,
  'hr-success': HrSuccessModal,
};
