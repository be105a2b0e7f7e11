// Shared by the tests and the stories (not part of the library): each page's props from the
// seed content, as the route loaders build them from the API's answers.
import type {
  ServedBanner,
  ServedCase,
  ServedCourseProgram,
  ServedCourseSpeaker,
  ServedDivision,
  ServedEmployee,
  ServedEvent,
  ServedIndustry,
  ServedNewsItem,
  ServedOffice,
  ServedPartner,
  ServedPhotogallery,
  ServedPhotogalleryFilter,
  ServedPhotogallerySection,
  ServedProductCard,
  ServedRegulation,
} from '@corp/shared/contracts';
import type { AboutPageProps } from '../AboutPage/AboutPage';
import type { AcademyPageProps } from '../AcademyPage/AcademyPage';
import type { ContactsCityPageProps } from '../ContactsCityPage/ContactsCityPage';
import type { FeedbackPageProps } from '../FeedbackPage/FeedbackPage';
import type { HomePageProps } from '../HomePage/HomePage';
import { FLAGSHIP_PRODUCTS } from '../HomePage/HomePage';
import { inOrder } from '@corp/shared/page-parts';
import type { HrPageProps } from '../HrPage/HrPage';
import type { PartnershipPageProps } from '../PartnershipPage/PartnershipPage';
import { partnerCountryNames } from '../PartnerCards/partner-countries';
import type { PresskitPageProps } from '../PresskitPage/PresskitPage';
import type { SustainabilityPageProps } from '../SustainabilityPage/SustainabilityPage';
import { seed } from './seed';

type SeedLocale = 'en' | 'ru' | 'de';

const bannerOf = (code: ServedBanner['code'], locale: SeedLocale) =>
  seed<ServedBanner>('banners', locale).find((banner) => banner.code === code) ?? null;
const headOffice = (locale: SeedLocale) =>
  seed<ServedOffice>('offices', locale).find((office) => office.isHeadOffice) ?? null;

export function homeProps(locale: SeedLocale): HomePageProps {
  const flagship = FLAGSHIP_PRODUCTS as readonly string[];
  return {
    locale,
    banner: bannerOf('index', locale),
    products: inOrder(
      seed<ServedProductCard>('products', locale).filter((product) =>
        flagship.includes(product.code),
      ),
      flagship,
    ),
    industries: seed<ServedIndustry>('industries', locale),
    news: seed<ServedNewsItem>('news', locale).slice(0, 3),
    events: seed<ServedEvent>('events', locale).slice(0, 3),
    cases: seed<ServedCase>('cases', locale).slice(0, 3),
  };
}

export function aboutProps(locale: SeedLocale): AboutPageProps {
  const divisions = seed<ServedDivision>('divisions', locale);
  const products = seed<ServedProductCard>('products', locale);
  return {
    locale,
    banner: bannerOf('about', locale),
    divisions,
    divisionProducts: Object.fromEntries(
      divisions.map((division) => [
        division.id,
        products.filter((product) => product.division === division.id),
      ]),
    ),
    employees: seed<ServedEmployee>('employees', locale).slice(0, 6),
    offices: seed<ServedOffice>('offices', locale),
  };
}

export function academyProps(locale: SeedLocale): AcademyPageProps {
  return {
    locale,
    banner: bannerOf('academy', locale),
    programs: seed<ServedCourseProgram>('courseProgram', locale),
    speakers: seed<ServedCourseSpeaker>('courseSpeakers', locale),
    news: seed<ServedNewsItem>('news', locale)
      .filter((item) => item.sciences)
      .slice(0, 3),
  };
}

export function partnershipProps(): PartnershipPageProps {
  const partners = seed<ServedPartner>('partners');
  return {
    locale: 'en',
    banner: bannerOf('partnership', 'en'),
    partners,
    countryNames: partnerCountryNames(partners, 'en'),
  };
}

export function presskitProps(locale: SeedLocale): PresskitPageProps {
  return {
    locale,
    banner: bannerOf('presskit', locale),
    sections: seed<ServedPhotogallerySection>('photogallerySections', locale),
    filters: seed<ServedPhotogalleryFilter>('photogalleryFilters', locale),
    galleries: seed<ServedPhotogallery>('photogalleries', locale),
    pressOffice: headOffice(locale),
  };
}

export function contactsCityProps(code: string, locale: SeedLocale): ContactsCityPageProps {
  const offices = seed<ServedOffice>('offices', locale);
  return {
    locale,
    office: offices.find((office) => office.code === code) as ServedOffice,
    offices,
  };
}

export function feedbackProps(locale: SeedLocale): FeedbackPageProps {
  return {
    locale,
    headOffice: headOffice(locale),
    codes: seed<ServedRegulation>('regulations', locale).filter(
      (regulation) => regulation.category === 'code',
    ),
  };
}

export function hrProps(locale: SeedLocale): HrPageProps {
  return {
    locale,
    banner: bannerOf('hr', locale),
    divisions: seed<ServedDivision>('divisions', locale),
    employees: seed<ServedEmployee>('employees', locale).slice(0, 6),
    offices: seed<ServedOffice>('offices', locale),
  };
}

export function sustainabilityProps(locale: SeedLocale): SustainabilityPageProps {
  return { locale, regulations: seed<ServedRegulation>('regulations', locale) };
}
