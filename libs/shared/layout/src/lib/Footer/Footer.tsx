import { useState } from 'react';
import type { ReactNode } from 'react';
import { LayoutLink } from '../Layouts/LayoutLink';
import { Icon } from '@corp/shared/ui';
import type { IconName } from '@corp/shared/ui';
import type { Locale } from '@corp/shared/i18n';
import { openConsentSettings } from '@corp/shared/consent';
import { ModalButton, useOptionalModal } from '@corp/shared/modals';
import { useIslandPage } from '@corp/shared/document/islands';
import type { LayoutData } from '../Layouts/layout-data';
import { useLayoutTexts } from '../Layouts/layout-texts';
import { useOtherLanguage } from '../Layouts/link-language';
import { homeHref, pageHref } from '@corp/shared/document/islands';
import { buildFooterColumns } from '../Layouts/site-nav';
import type { NavLink } from '../Layouts/site-nav';
import { Logo } from '../MainHeader/Logo';
import { SITE_FOOTER_ID } from '../scroll/scroll-to';
import { LayoutIsland } from '../Layouts/layout-islands';
import { CONSENT_SETTINGS_ATTRIBUTE, DISCLOSURE_ATTRIBUTE } from './FooterControls';
import { FooterFormSlot } from './FooterFormSlot';
import { PrivacyDropdown } from './PrivacyDropdown';
import styles from './Footer.module.scss';

/** Spec §2.8, §9: the footer's lists collapse under their titles below 540 px (Footer.module.scss). */
export const FOOTER_COLLAPSE_BELOW = 540;
export const footerCollapseQuery = `(max-width: ${FOOTER_COLLAPSE_BELOW - 1}px)`;

/** Spec §2.8 static downloads: the Russian policy for ru, the English one otherwise (de too). */
export function privacyPolicyHref(locale: Locale): string {
  return locale === 'ru' ? '/download/Privacy_Policy_Rus.pdf' : '/download/Privacy_Policy.pdf';
}
/** The language of `privacyPolicyHref(locale)`. */
const privacyPolicyLanguage = (locale: Locale): Locale => (locale === 'ru' ? 'ru' : 'en');
export const ANTI_CORRUPTION_POLICY_HREF = '/download/Anti_Corruption_Policy.pdf';

/** The company's channels (icons from the local set). */
export const socialLinks: readonly { icon: IconName; label: string; href: string }[] = [
  { icon: 'telegram', label: 'Telegram', href: 'https://t.me/ferrumdigital' },
  { icon: 'vk', label: 'VK', href: 'https://vk.com/ferrumdigital' },
  { icon: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@ferrumdigital' },
];

export interface FooterProps {
  data: LayoutData;
  /** The contact form (the layouts pass the app's `footerForm`); mounted late. */
  form?: ReactNode;
  /** Spec §4: no form on this page (hr, ru contacts, podcasts, or the page's `hideForm`). */
  hideForm?: boolean;
  /**
   * An island page's form place (ADR 0032): the footer form's part, slot included, in place of
   * `form` in a `FooterFormSlot`.
   */
  formSlot?: ReactNode;
  /**
   * The newsletter button (spec §2.8): where the page has modals. Given on an island page
   * (ADR 0032), where the page's modal host is another island; else where a provider is above.
   */
  newsletter?: boolean;
  className?: string;
}

interface FooterList {
  id: string;
  title: string;
  links: (NavLink & { phone?: string })[];
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function ListLinks({ list }: { list: FooterList }) {
  return (
    <ul className={styles['links']}>
      {list.links.map((link) => (
        <li key={`${link.href}|${link.label}`} className={styles['linkItem']}>
          <LayoutLink to={link.href} className={styles['link']}>
            {link.label}
          </LayoutLink>
          {link.phone ? (
            <a href={telHref(link.phone)} className={styles['phone']}>
              {link.phone}
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The link columns and the office list: columns on wide screens; below 540 px each title is a
 * button that shows or hides its list (spec §2.8, §9). The width is the stylesheet's business, so
 * the server's HTML is right at every width and hydration changes nothing: the title text shows on
 * wide screens, the button below 540 px, where a list stays hidden until its button opens it.
 */
function FooterLists({ lists, serverOnly }: { lists: readonly FooterList[]; serverOnly: boolean }) {
  const [open, setOpen] = useState<readonly string[]>([]);
  const toggle = (id: string) =>
    setOpen((ids) => (ids.includes(id) ? ids.filter((each) => each !== id) : [...ids, id]));
  return (
    <div className={styles['columns']}>
      {lists.map((list) => {
        const expanded = open.includes(list.id);
        return (
          <section
            key={list.id}
            className={[styles['column'], styles[`column-${list.id}`]].filter(Boolean).join(' ')}
            aria-labelledby={`footer-${list.id}`}
          >
            <h2 className={styles['columnTitle']}>
              <span id={`footer-${list.id}`} className={styles['columnName']}>
                {list.title}
              </span>
              <button
                type="button"
                className={styles['columnToggle']}
                aria-expanded={expanded}
                aria-controls={`footer-${list.id}-links`}
                // An island page's footer is server HTML: `FooterControls` toggles it there.
                {...(serverOnly
                  ? { [DISCLOSURE_ATTRIBUTE]: '' }
                  : { onClick: () => toggle(list.id) })}
              >
                {list.title}
                <Icon name="chevron-down" size={20} className={styles['chevron']} />
              </button>
            </h2>
            <div
              id={`footer-${list.id}-links`}
              className={styles['columnLinks']}
              data-open={expanded || undefined}
            >
              <ListLinks list={list} />
            </div>
          </section>
        );
      })}
    </div>
  );
}

/**
 * The main site's footer (spec §2.8): the contact form's place, link columns (the 30 products
 * of the products call, industries, media and events, company), the offices, the head office's
 * contacts, social icons, copyright, the policy PDFs and the privacy-policy dropdown.
 */
export function Footer({
  data,
  form,
  formSlot,
  hideForm = false,
  newsletter,
  className,
}: FooterProps) {
  const t = useLayoutTexts();
  const modal = useOptionalModal();
  // An island page (ADR 0032): the footer is server HTML; its dropdown is a part, its other
  // buttons are opened by the page's modal host and `FooterControls`.
  const serverOnly = useIslandPage() !== null;
  const office = data.headOffice;
  // The policies in another language than the page's say so (issue 42: the German page's).
  const policyLanguage = useOtherLanguage(
    privacyPolicyHref(data.locale),
    privacyPolicyLanguage(data.locale),
  );
  const antiCorruptionLanguage = useOtherLanguage(ANTI_CORRUPTION_POLICY_HREF, 'en');
  const lists: FooterList[] = [
    ...buildFooterColumns(data, t),
    ...(data.offices.length
      ? [
          {
            id: 'offices',
            title: t('footer.offices'),
            links: data.offices.map((item) => ({
              label: item.city,
              href: pageHref(`/contacts/${item.code}/`, data.locale),
              phone: item.phone,
            })),
          },
        ]
      : []),
  ];

  const privacy = {
    label: t('footer.policies'),
    policies: data.privacyPolicies,
    error: data.privacyPoliciesError,
    newTabHint: t('footer.opensInNewTab'),
  };

  return (
    <footer
      id={SITE_FOOTER_ID}
      aria-label={t('footer.label')}
      className={[styles['footer'], className].filter(Boolean).join(' ')}
    >
      {hideForm ? null : formSlot}
      {form && !hideForm && !formSlot ? (
        <FooterFormSlot
          form={form}
          label={t('footer.formSlot')}
          loadingLabel={t('footer.formLoading')}
        />
      ) : null}
      <div className={styles['inner']}>
        <div className={styles['top']}>
          <div className={styles['company']}>
            <LayoutLink
              to={homeHref(data.locale)}
              className={styles['home']}
              aria-label={t('homeLink')}
            >
              <Logo name={t('brand')} />
            </LayoutLink>
            {office ? (
              <address className={styles['address']}>
                <span>{office.address}</span>
                <a href={telHref(office.phone)} className={styles['contact']}>
                  <Icon name="phone" size={18} />
                  {office.phone}
                </a>
                <a href={`mailto:${office.email}`} className={styles['contact']}>
                  <Icon name="mail" size={18} />
                  {office.email}
                </a>
              </address>
            ) : null}
            {(newsletter ?? modal !== null) ? (
              <div>
                <p className={styles['socialsTitle']}>{t('footer.newsletterTitle')}</p>
                <ModalButton modal="newsletter" className={styles['subscribe']}>
                  <Icon name="mail" size={18} />
                  {t('footer.newsletterButton')}
                </ModalButton>
              </div>
            ) : null}
            <div>
              <p className={styles['socialsTitle']}>{t('footer.socials')}</p>
              <ul className={styles['socials']}>
                {socialLinks.map((social) => (
                  <li key={social.icon}>
                    <a
                      href={social.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={styles['social']}
                    >
                      <Icon
                        name={social.icon}
                        label={`${social.label} (${t('footer.opensInNewTab')})`}
                      />
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <FooterLists lists={lists} serverOnly={serverOnly} />
        </div>
        <div className={styles['bottom']}>
          {/* The year of the render: a page served on 31 December (in the server's zone, or from
              the cache) hydrates on 1 January as it was served, not as a mismatch. */}
          <p className={styles['copyright']} suppressHydrationWarning>
            {t('footer.copyright', { year: new Date().getFullYear() })}
          </p>
          <ul className={styles['legal']}>
            <li>
              <a
                href={privacyPolicyHref(data.locale)}
                hrefLang={policyLanguage?.hrefLang}
                target="_blank"
                rel="noopener noreferrer"
                className={styles['legalLink']}
              >
                {t('footer.privacyPolicy')}
                {policyLanguage?.mark}
              </a>
            </li>
            <li>
              <a
                href={ANTI_CORRUPTION_POLICY_HREF}
                hrefLang={antiCorruptionLanguage?.hrefLang}
                target="_blank"
                rel="noopener noreferrer"
                className={styles['legalLink']}
              >
                {t('footer.antiCorruption')}
                {antiCorruptionLanguage?.mark}
              </a>
            </li>
            <li>
              <button
                type="button"
                className={[styles['legalLink'], styles['legalButton']].join(' ')}
                {...(serverOnly
                  ? { [CONSENT_SETTINGS_ATTRIBUTE]: '' }
                  : { onClick: openConsentSettings })}
              >
                {t('footer.cookieSettings')}
              </button>
            </li>
          </ul>
          {serverOnly ? (
            <>
              <LayoutIsland name="PrivacyDropdown" props={privacy} />
              <LayoutIsland name="FooterControls" props={{}} />
            </>
          ) : (
            <PrivacyDropdown {...privacy} />
          )}
        </div>
      </div>
    </footer>
  );
}
