import type { ServedOffice } from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import { CardGrid, ContactCta, PageCrumbs, PageHero, PageSection } from '@corp/shared/page-parts';
import { useCompanyTexts } from '../company-texts';
import { OfficeCard } from '../OfficeCard/OfficeCard';

export interface ContactsPageProps {
  locale: Locale;
  offices: readonly ServedOffice[];
}

/**
 * Spec §2.2 `/contacts/`: every office, the head office first. The Russian page has no footer
 * form (spec §4), so it offers no way to it either.
 */
export function ContactsPage({ locale, offices }: ContactsPageProps) {
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
      {locale !== 'ru' && <ContactCta />}
    </div>
  );
}
