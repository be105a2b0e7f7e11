import type { LoaderFunctionArgs } from 'react-router';
import { loadBannerPage as loadPageWithBanner } from '@corp/shared/page-parts';
import type { BannerPageOptions } from '@corp/shared/page-parts';
import type { CompanyTextKey } from './company-texts';
import { companyText } from './company-texts';

export interface CompanyPageOptions extends Omit<
  BannerPageOptions,
  'title' | 'description' | 'site'
> {
  /** Company texts the SEO falls back to when the SEO call and the banner say nothing. */
  title: CompanyTextKey;
  description: CompanyTextKey;
}

/** A company page's loader core (`@corp/shared/page-parts`' `loadBannerPage`) with company texts. */
export function loadBannerPage(
  args: Pick<LoaderFunctionArgs, 'request' | 'context'>,
  { title, description, ...options }: CompanyPageOptions,
) {
  return loadPageWithBanner(args, {
    ...options,
    site: 'main',
    title: (locale) => companyText(locale, title),
    description: (locale) => companyText(locale, description),
  });
}
