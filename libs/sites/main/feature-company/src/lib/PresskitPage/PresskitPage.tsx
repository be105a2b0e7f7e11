import type {
  ServedBanner,
  ServedOffice,
  ServedPhotogallery,
  ServedPhotogalleryFilter,
  ServedPhotogallerySection,
} from '@corp/shared/contracts';
import { Island } from '@corp/shared/document';
import type { Locale } from '@corp/shared/i18n';
import { Icon } from '@corp/shared/ui';
import { useCompanyTexts } from '../company-texts';
import { DownloadList } from '../DownloadList/DownloadList';
import { telHref } from '../OfficeCard/OfficeCard';
import { heroFromBanner, PageCrumbs, PageHero, PageSection } from '@corp/shared/page-parts';
import { PresskitGalleries } from '../PresskitGalleries/PresskitGalleries.island';
import { ANTI_CORRUPTION_POLICY_HREF, privacyPolicyHref } from '../static-downloads';
import styles from './PresskitPage.module.scss';

export interface PresskitPageProps {
  locale: Locale;
  banner: ServedBanner | null;
  sections: readonly ServedPhotogallerySection[];
  filters: readonly ServedPhotogalleryFilter[];
  galleries: readonly ServedPhotogallery[];
  /** The head office, whose phone and e-mail answer the press. */
  pressOffice: ServedOffice | null;
}

/** Spec §2.2 `/presskit/`: photo galleries with the photogallery modal, documents, press contacts. */
export function PresskitPage({
  locale,
  banner,
  sections,
  filters,
  galleries,
  pressOffice,
}: PresskitPageProps) {
  const t = useCompanyTexts();
  const hero = banner ? heroFromBanner(banner, locale) : { title: t('presskit.title') };
  return (
    <div>
      <PageHero
        breadcrumbs={<PageCrumbs locale={locale} items={[{ label: t('presskit.title') }]} />}
        {...hero}
      />
      <PageSection
        id="galleries"
        title={t('presskit.galleriesTitle')}
        lead={t('presskit.galleriesLead')}
      >
        {/* The filters and the open gallery: the page's one interactive part (ADR 0032). */}
        <Island
          name="PresskitGalleries"
          part={PresskitGalleries}
          props={{ locale, sections, filters, galleries }}
        />
      </PageSection>
      <PageSection id="documents" title={t('presskit.documentsTitle')} tone="subtle">
        <DownloadList
          items={[
            {
              title: t('documents.antiCorruption'),
              note: t('documents.antiCorruptionNote'),
              href: ANTI_CORRUPTION_POLICY_HREF,
              format: 'PDF',
            },
            {
              title: t('documents.privacy'),
              note: t('documents.privacyNote'),
              href: privacyPolicyHref(locale),
              format: 'PDF',
            },
          ]}
        />
      </PageSection>
      {pressOffice && (
        <PageSection
          id="press-contacts"
          title={t('presskit.contactsTitle')}
          lead={t('presskit.contactsLead')}
        >
          <ul className={styles['contacts']}>
            <li>
              <a className={styles['contact']} href={`mailto:${pressOffice.email}`}>
                <Icon name="mail" size={20} />
                {pressOffice.email}
              </a>
            </li>
            <li>
              <a className={styles['contact']} href={telHref(pressOffice.phone)}>
                <Icon name="phone" size={20} />
                {pressOffice.phone}
              </a>
            </li>
          </ul>
        </PageSection>
      )}
    </div>
  );
}
