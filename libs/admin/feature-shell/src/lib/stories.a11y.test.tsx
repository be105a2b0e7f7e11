/**
 * Every story of the admin's components, rendered with its own decorators (the admin's texts in
 * the story's language, a router where it links), has no axe-core violations.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { composeStories } from '@storybook/react';
import type { Meta, StoryFn } from '@storybook/react';
import { act, render } from '@testing-library/react';
import axe from 'axe-core';
import type { ComponentType } from 'react';

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
    // A component story has no page landmarks around it (the layout's story has its own).
    region: { enabled: false },
    // Needs a canvas, which jsdom lacks; Storybook's a11y addon runs it in a real browser.
    'label-content-name-mismatch': { enabled: false },
  },
};

type StoryModule = { default: Meta } & Record<string, unknown>;
const storyFiles = findStoryFiles(__dirname).sort();

it('finds the stories', () => {
  expect(storyFiles.length).toBeGreaterThanOrEqual(10);
});

describe.each(storyFiles.map((file) => [relative(__dirname, file), file]))('%s', (_name, file) => {
  const stories = composeStories(require(file) as StoryModule) as Record<
    string,
    StoryFn & ComponentType
  >;
  it.each(Object.entries(stories))('%s has no axe violations', async (story, Story) => {
    const { container } = render(<Story />);
    await act(async () => undefined);
    // A Russian story shows the Russian texts (its globals reach the decorator).
    if (story === 'Russian') expect(container.textContent).toMatch(/[а-яё]{4}/i);
    const results = await axe.run(container, axeOptions);
    const violations = results.violations
      .map(
        (violation) =>
          `${violation.id}: ${violation.help}\n${violation.nodes.map((node) => `  ${node.html}`).join('\n')}`,
      )
      .join('\n');
    expect(violations).toBe('');
  });
});
