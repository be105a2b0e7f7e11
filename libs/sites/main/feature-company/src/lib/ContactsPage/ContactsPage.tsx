import type { ServedOffice } from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import { FooterFormSlot } from '@corp/shared/layout';
import { CardGrid, PageCrumbs, PageHero, PageSection } from '@corp/shared/page-parts';
import type { ComponentType, ReactNode } from 'react';
import { useCompanyTexts } from '../company-texts';
import { OfficeCard } from '../OfficeCard/OfficeCard';
import styles from './ContactsPage.module.scss';

export interface ContactsPageProps {
  locale: Locale;
  offices: readonly ServedOffice[];
  /**
   * The page's own contact form (the app's `pageContactForm`): `#contact-form`, where every
   * "Contact us" of a page without a form leads. Mounted when it comes into view or after 5 s.
   */
  form?: ReactNode;
  /**
   * The form in its place, mounted late by itself, given the place's labels: what an island page
   * needs (ADR 0032: `PageContactFormIsland` of `@corp/shared/forms`, the place and the form one
   * island). Given instead of `form`.
   */
  FormPlace?: ComponentType<ContactsFormPlaceProps>;
}

/** The labels of the page form's place (`#contact-form`). */
export interface ContactsFormPlaceProps {
  label: string;
  loadingLabel: string;
}

/**
 * Spec §2.2 `/contacts/`: every office, the head office first, and the page's own contact form
 * (spec §4, §5 `footer-contacts-captcha`; the footer shows none on this page).
 */
export function ContactsPage({ locale, offices, form, FormPlace }: ContactsPageProps) {
  const t = useCompanyTexts();
  const ordered = [...offices].sort((a, b) => Number(b.isHeadOffice) - Number(a.isHeadOffice));
  return (
    <div>
      <PageHero
        breadcrumbs={<PageCrumbs locale={locale} items={[{ label: t('contacts.title') }]} />}
        title={t('contacts.title')}
        text={t('contacts.lead')}
      />
      <PageSection id="offices" title={t('contacts.officesTitle')}>
        <CardGrid columns={3}>
          {ordered.map((office) => (
            <OfficeCard key={office.code} office={office} locale={locale} />
          ))}
        </CardGrid>
      </PageSection>
      {FormPlace ? (
        <div className={styles['form']}>
          <FormPlace label={t('contacts.formLabel')} loadingLabel={t('contacts.formLoading')} />
        </div>
      ) : form ? (
        <div className={styles['form']}>
          <FooterFormSlot
            form={form}
            label={t('contacts.formLabel')}
            loadingLabel={t('contacts.formLoading')}
          />
        </div>
      ) : null}
    </div>
  );
}
