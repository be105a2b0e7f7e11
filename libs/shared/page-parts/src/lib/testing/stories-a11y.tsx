/**
 * Renders every story under a library's source folder in its locale and runs axe-core on it:
 * headings, names of links and controls, landmarks inside the page, lists. A library's
 * `stories.a11y.test.tsx` calls `describeStoriesA11y(__dirname)`.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { composeStories } from '@storybook/react';
import type { Meta, StoryFn } from '@storybook/react';
import { act, render } from '@testing-library/react';
import axe from 'axe-core';
import type { ComponentType } from 'react';
import { I18nProvider, isLocale } from '@corp/shared/i18n';

function findStoryFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return findStoryFiles(path);
    return entry.name.endsWith('.stories.tsx') ? [path] : [];
  });
}

const axeOptions: axe.RunOptions = {
  rules: {
    // jsdom does no layout or painting: colours cannot be resolved.
    'color-contrast': { enabled: false },
    // A page story has no site layout (header, main, footer) around it.
    region: { enabled: false },
    // Needs a canvas, which jsdom lacks; Storybook's a11y addon runs it in a real browser.
    'label-content-name-mismatch': { enabled: false },
  },
};

type StoryModule = { default: Meta } & Record<string, unknown>;
type ComposedStory = StoryFn & ComponentType & { args: unknown; globals?: Record<string, unknown> };

export function describeStoriesA11y(sourceRoot: string) {
  const storyFiles = findStoryFiles(sourceRoot).sort();

  it('finds story files', () => {
    expect(storyFiles.length).toBeGreaterThan(0);
  });

  describe.each(storyFiles.map((file) => [relative(sourceRoot, file), file]))(
    '%s',
    (_name, file) => {
      const stories = composeStories(require(file) as StoryModule) as Record<string, ComposedStory>;

      it.each(Object.entries(stories))('%s has no axe violations', async (_story, Story) => {
        const wanted = Story.globals?.['locale'];
        // The story's translations are those of the page's locale.
        // (A layout story has no locale prop: its globals alone choose the translations.)
        const argLocale = (Story.args as { locale?: string }).locale;
        if (argLocale !== undefined || wanted === undefined)
          expect(wanted ?? 'en').toBe(argLocale ?? 'en');
        const { container } = render(
          <I18nProvider locale={isLocale(wanted) ? wanted : 'en'}>
            <Story />
          </I18nProvider>,
        );
        await act(async () => undefined);
        const results = await axe.run(container, axeOptions);
        const violations = results.violations
          .map(
            (violation) =>
              `${violation.id}: ${violation.help}\n${violation.nodes.map((node) => `  ${node.html}`).join('\n')}`,
          )
          .join('\n');
        expect(violations).toBe('');
      });
    },
  );
}
