import { expect, test } from '@playwright/test';
import { waitForHydration, watchForErrors } from './page-state';

export {
  AXE_VIEWPORTS,
  WCAG_22_AA_TAGS,
  axePageTests,
  axeViolations,
  expectNoAxeViolations,
  scrollThroughPage,
} from './axe';
export type { AxeOptions, AxePageTestsOptions } from './axe';
export { consentGivenCookies, siteHosts } from './consent-cookies';
export { E2E_ADMIN_AUTH, leadRow, parseCsv } from './admin-csv';
export { marketingDelivery } from './marketing-webhook';
export type { MarketingDelivery } from './marketing-webhook';
export { expectOneBrand } from './brand';
export { htmlValidityTest } from './html-validity';
export {
  courseLandingPageTests,
  courseLandingTests,
  courseRegistrationTests,
} from './course-landing';
export type { CourseLanding } from './course-landing';
export { notFoundInLayoutTests } from './not-found';
export type { NotFoundExpectations } from './not-found';
export {
  expectWholePage,
  holdRequests,
  waitForHydration,
  watchForErrors,
  watchForeignRequests,
} from './page-state';
export { otherScriptTexts, unmarkedOtherLanguageLinks, visibleTexts } from './page-language';
export type { PageText } from './page-language';
export { tapBeforeHydration, throttleLikeLighthouseMobile } from './first-tap';

export interface SiteHomeExpectations {
  /** Nx project name of the site, for test titles. */
  site: string;
  /** The page's `h1`, exactly as the server must render it. */
  heading: string;
  /** The accessible name of the error page's link home. */
  returnHomeLink: RegExp;
}

/** The checks every site's root must pass, against the site's own server (baseURL). */
export function siteHomePageTests({ site, heading, returnHomeLink }: SiteHomeExpectations): void {
  test(`the ${site} home page renders on the server and hydrates without errors`, async ({
    page,
  }) => {
    const problems = watchForErrors(page);

    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    expect(await response?.text()).toContain(heading);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(/\S/);
    await waitForHydration(page);

    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveAttribute('href', '#content');
    expect(problems).toEqual([]);
  });

  test(`an unknown ${site} page answers 404 with the error page`, async ({ page }) => {
    const response = await page.goto('/no-such-page-here/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: returnHomeLink })).toHaveAttribute('href', '/');
  });
}
