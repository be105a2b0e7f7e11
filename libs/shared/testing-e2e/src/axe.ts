import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { waitForHydration } from './page-state';

/** axe-core itself, injected into the page under test (no request leaves the machine). */
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** The axe rules of WCAG 2.2 level A and AA (colour contrast included). */
export const WCAG_22_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

/** The widths every page is checked at: desktop and a small phone. */
export const AXE_VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
] as const;

export interface AxeOptions {
  /** A CSS selector of the part of the page to check; the whole document by default. */
  include?: string;
  /** The axe tags to run; WCAG 2.2 A and AA by default. */
  tags?: readonly string[];
}

/**
 * Runs axe-core on the page once its fonts are ready and returns its violations as
 * `rule-id: selector` lines (one per offending element).
 */
export async function axeViolations(
  page: Page,
  { include, tags = WCAG_22_AA_TAGS }: AxeOptions = {},
): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    async ({ include, tags }) => {
      interface AxeResult {
        violations: {
          id: string;
          help: string;
          nodes: { target: unknown[]; failureSummary?: string }[];
        }[];
      }
      const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
        .axe;
      const result = (await axe.run(include ?? document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      })) as AxeResult;
      return result.violations.flatMap((violation) =>
        violation.nodes.map(
          (node) =>
            `${violation.id}: ${node.target.map(String).join(' ')} (${violation.help}; ${(
              node.failureSummary ?? ''
            )
              .replace(/\s+/g, ' ')
              .slice(0, 240)})`,
        ),
      );
    },
    { include, tags: [...tags] },
  );
}

/** axe-core finds no violation of WCAG 2.2 AA (or of the given tags) on the page. */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  const violations = await axeViolations(page, options);
  expect(violations, `axe violations on ${page.url()}`).toEqual([]);
}

export interface AxePageTestsOptions {
  /** Paths on the site's own origin (baseURL). */
  paths: readonly string[];
  /**
   * Also check this path once per width as a first visitor sees it: with the cookie alert
   * showing (no consent cookie yet).
   */
  cookieAlertPath?: string;
  /** Runs before the page loads, e.g. to mark a pop-up as seen. */
  beforeGoto?: (page: Page) => Promise<unknown>;
}

/**
 * Scrolls through the whole page and back to the top, so what mounts only in view (the footer's
 * contact form, lazy images, counters) is there when axe looks, then waits for the network.
 */
export async function scrollThroughPage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const pause = () => new Promise((resolve) => setTimeout(resolve, 100));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await pause();
    }
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    await pause();
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await page.waitForLoadState('networkidle');
  // What mounted in view may still be loading (a placeholder marked aria-busy).
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * One test per path and width (1440 × 900 and 375 × 812, reduced motion, consent given): the
 * page renders, hydrates and, once scrolled through (so what mounts in view is there too), has no
 * axe violation of WCAG 2.2 AA, colour contrast included.
 */
export function axePageTests({ paths, cookieAlertPath, beforeGoto }: AxePageTestsOptions): void {
  for (const viewport of AXE_VIEWPORTS) {
    test.describe(`axe, WCAG 2.2 AA at ${viewport.width} px`, () => {
      test.use({ viewport, reducedMotion: 'reduce' });

      for (const path of paths) {
        test(`${path} has no violations`, async ({ page }) => {
          await beforeGoto?.(page);
          const response = await page.goto(path);
          expect(response?.status()).toBeLessThan(500);
          await waitForHydration(page);
          await scrollThroughPage(page);
          await expectNoAxeViolations(page);
        });
      }

      if (cookieAlertPath) {
        test.describe('a first visitor, the cookie alert showing', () => {
          test.use({ storageState: { cookies: [], origins: [] } });

          test(`${cookieAlertPath} has no violations`, async ({ page }) => {
            await beforeGoto?.(page);
            await page.goto(cookieAlertPath);
            await waitForHydration(page);
            await scrollThroughPage(page);
            await expect(page.getByTestId('cookie-alert')).toBeVisible();
            await expectNoAxeViolations(page);
          });
        });
      }
    });
  }
}
