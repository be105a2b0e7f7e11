import { expect, test } from '@playwright/test';
import { waitForHydration, watchForErrors } from './page-state';

export interface NotFoundExpectations {
  /** The site, for the test's title. */
  site: string;
  /** A URL (absolute, or relative to the project's baseURL) that no page of the site matches. */
  url: string;
  /** The document's localized `<title>`. */
  title: string;
  /** The page's `h1`. */
  heading: string;
  /** The error page's way back: its link's name and where it leads. */
  home: { name: string; href: string };
  /** Whether the site's layout has a header and a footer (the techpod layout has neither). */
  chrome: boolean;
}

/**
 * Spec §2.6 on any host: a path no page matches answers 404 with the not-found page inside that
 * host's own layout (its header and footer where the layout has them), with a localized title
 * and a way back, and hydrates without errors.
 */
export function notFoundInLayoutTests({
  site,
  url,
  title,
  heading,
  home,
  chrome,
}: NotFoundExpectations): void {
  test(`${site}: an unknown page answers 404 inside the site's layout (${url})`, async ({
    page,
  }) => {
    const problems = watchForErrors(page);
    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(title);
    const errorPage = page.getByRole('region', { name: heading });
    await expect(errorPage.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(errorPage.getByRole('link', { name: home.name })).toHaveAttribute(
      'href',
      home.href,
    );
    await expect(page.getByRole('banner')).toHaveCount(chrome ? 1 : 0);
    await expect(page.getByRole('contentinfo')).toHaveCount(chrome ? 1 : 0);
    await waitForHydration(page);
    // The browser reports the document's own 404 in the console; nothing else may fail.
    expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);
  });
}
