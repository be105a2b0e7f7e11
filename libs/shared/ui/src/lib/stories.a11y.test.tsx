/**
 * Renders every story of this library and runs axe-core on it. Stories are found on disk at
 * test time, so a component's stories are checked as soon as they exist.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { composeStories } from '@storybook/react';
import type { Meta, StoryFn } from '@storybook/react';
import { act, render } from '@testing-library/react';
import axe from 'axe-core';
import type { ComponentType } from 'react';
import { I18nProvider } from '@corp/shared/i18n';

const sourceRoot = join(__dirname, '..');

function findStoryFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return findStoryFiles(path);
    return entry.name.endsWith('.stories.tsx') ? [path] : [];
  });
}

const storyFiles = findStoryFiles(sourceRoot).sort();

const axeOptions: axe.RunOptions = {
  rules: {
    // jsdom does no layout or painting: colours cannot be resolved (tokens.test.ts checks the
    // token pairs instead) and nothing is ever "visible" for contrast purposes.
    'color-contrast': { enabled: false },
    // A story is a fragment, not a page: it has no landmarks around it by design.
    region: { enabled: false },
    // Tells icon ligatures from words by drawing text on a canvas, which jsdom lacks (the
    // check errors out on every run); Storybook's a11y addon runs it in a real browser.
    'label-content-name-mismatch': { enabled: false },
  },
};

function describeViolations(violations: axe.Result[]): string {
  return violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n` +
        violation.nodes.map((node) => `    ${node.html}`).join('\n'),
    )
    .join('\n');
}

type StoryModule = { default: Meta } & Record<string, unknown>;

// jsdom has no media playback: HTMLMediaElement.play/pause/load only log "Not implemented".
// Stand-ins that behave like a browser which may play, so video stories render quietly.
beforeAll(() => {
  Object.defineProperties(window.HTMLMediaElement.prototype, {
    play: { configurable: true, value: () => Promise.resolve() },
    pause: { configurable: true, value: () => undefined },
    load: { configurable: true, value: () => undefined },
  });
});

it('finds story files', () => {
  expect(storyFiles.length).toBeGreaterThan(0);
});

describe.each(storyFiles.map((file) => [relative(sourceRoot, file), file]))('%s', (_name, file) => {
  const stories = composeStories(require(file) as StoryModule) as Record<
    string,
    StoryFn & ComponentType
  >;
  const entries = Object.entries(stories);

  it('has stories', () => {
    expect(entries.length).toBeGreaterThan(0);
  });

  it.each(entries)('%s has no axe violations', async (_story, Story) => {
    const { container } = render(
      <I18nProvider locale="en">
        <Story />
      </I18nProvider>,
    );
    // Let effects settle (observers, timers scheduled at mount) before the audit.
    await act(async () => undefined);
    const results = await axe.run(container, axeOptions);
    expect(describeViolations(results.violations)).toBe('');
    // A rule that crashed reports "incomplete", not a violation: fail loudly instead.
    const crashed = results.incomplete.filter((result) =>
      result.nodes.some((node) =>
        [...node.any, ...node.all, ...node.none].some(
          (check) => check.data?.['errorCode'] || /encountered an error/i.test(check.message),
        ),
      ),
    );
    expect(crashed.map((result) => result.id)).toEqual([]);
  });
});
