import { composeStories } from '@storybook/react';
import { render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { I18nProvider } from '@corp/shared/i18n';
import * as stories from './ContactForm.stories';

const { Empty, Invalid, Sending, Success, ServerFieldError, IdpPage, ModalVariant } =
  composeStories(stories);

let scrollTo: jest.SpyInstance;
let warn: jest.SpyInstance;

beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  scrollTo.mockRestore();
  warn.mockRestore();
  document.cookie = 'formInfo=; path=/; max-age=0';
});

const globals = { locale: 'en' };

async function renderStory(Story: typeof Empty) {
  const result = render(
    <I18nProvider locale="en">
      <Story />
    </I18nProvider>,
  );
  await waitFor(
    () =>
      expect(screen.getByRole('combobox', { name: 'Industry' })).not.toHaveTextContent('Select'),
    { timeout: 5000 },
  );
  return result;
}

async function expectNoAxeViolations(container: HTMLElement) {
  const results = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

describe('Forms/ContactForm stories', () => {
  it.each([
    ['Empty', Empty],
    ['IdpPage', IdpPage],
    ['ModalVariant', ModalVariant],
  ])('%s renders the form without accessibility violations', async (_name, Story) => {
    const { container } = await renderStory(Story);
    await expectNoAxeViolations(container);
  });

  it.each([
    ['Invalid', Invalid],
    ['Sending', Sending],
    ['Success', Success],
    ['ServerFieldError', ServerFieldError],
  ])('%s plays through to its state', async (_name, Story) => {
    const { container } = await renderStory(Story);
    await Story.play?.({ canvasElement: container, globals });
    await expectNoAxeViolations(container);
  });
});
