import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { AdminI18nProvider } from '@corp/admin/feature-shell';
import type { ContentItem, PublishError } from '../api-types';
import { ContentServicesProvider } from '../content-services';
import { fakeServices } from '../testing/fake-services';
import { validEvent, validEventRu } from '../testing/fixtures';
import { ContentEditor } from './ContentEditor';

const newItem: ContentItem = {
  key: 'new-event',
  site: 'main',
  status: 'draft',
  locales: {
    en: { draft: { code: 'new-event' }, published: null },
    ru: { draft: null, published: null },
    de: { draft: null, published: null },
    kz: { draft: null, published: null },
  },
  schedules: [],
};

describe('ContentEditor', () => {
  it("starts a new item's required fields empty and saves flags as false", async () => {
    const user = userEvent.setup();
    const onSaveDraft = jest.fn(() => Promise.resolve());
    const done = () => Promise.resolve();
    render(
      <AdminI18nProvider language="en">
        <ContentServicesProvider services={fakeServices}>
          <MemoryRouter>
            <ContentEditor
              kind="events"
              item={newItem}
              editableLocales={['en', 'ru']}
              revisions={[]}
              onViewRevision={() => undefined}
              onRestore={done}
              onSaveDraft={onSaveDraft}
              onPublish={() => Promise.resolve([])}
              onUnpublish={done}
              onPreview={done}
              onSchedule={done}
              onCancelSchedule={done}
              previewable
            />
          </MemoryRouter>
        </ContentServicesProvider>
      </AdminI18nProvider>,
    );
    const en = screen.getByRole('region', { name: 'English' });
    await user.type(within(en).getByRole('textbox', { name: /^Name/ }), 'New event');
    await user.click(within(en).getByRole('checkbox', { name: 'Promo' }));
    await user.click(within(en).getByRole('button', { name: 'Save draft' }));
    expect(onSaveDraft).toHaveBeenCalledWith(
      'en',
      expect.objectContaining({
        code: 'new-event',
        name: 'New event',
        promo: true,
        topEvent: false,
        text: [],
        background: { raw: '' },
      }),
    );
    // Russian has nothing yet: it shows what it will fall back to; a new copy takes the key.
    const ru = screen.getByRole('region', { name: 'Russian' });
    expect(within(ru).getByText('Shown from en once it is published')).toBeInTheDocument();
    await user.click(within(ru).getByRole('button', { name: 'Write Russian' }));
    expect(within(ru).getByRole('textbox', { name: /^Code/ })).toHaveValue('new-event');
  });
});

describe('ContentEditor: a refused publish', () => {
  const zodDefault = 'Too small: expected string to have >=1 characters';
  const item: ContentItem = {
    key: 'partner-day-2027',
    site: 'main',
    status: 'changed',
    locales: {
      en: { draft: null, published: validEvent() },
      ru: { draft: validEventRu({ name: '' }), published: null },
      de: { draft: null, published: null },
      kz: { draft: null, published: null },
    },
    schedules: [],
  };
  const refusals: PublishError[] = [
    { locale: 'ru', path: 'name', message: zodDefault },
    // A path the client's own check finds nothing at keeps the server's words.
    { locale: 'ru', path: 'previewText', message: 'The server says no' },
  ];

  function renderEditor(language: 'en' | 'ru') {
    const done = () => Promise.resolve();
    return render(
      <AdminI18nProvider language={language}>
        <ContentServicesProvider services={fakeServices}>
          <MemoryRouter>
            <ContentEditor
              kind="events"
              item={item}
              editableLocales={['en', 'ru']}
              revisions={[]}
              onViewRevision={() => undefined}
              onRestore={done}
              onSaveDraft={done}
              onPublish={() => Promise.resolve(refusals)}
              onUnpublish={done}
              onPreview={done}
              onSchedule={done}
              onCancelSchedule={done}
              previewable
            />
          </MemoryRouter>
        </ContentServicesProvider>
      </AdminI18nProvider>,
    );
  }

  it("shows each refused field in the UI's words, at the field and in the list on top", async () => {
    const user = userEvent.setup();
    renderEditor('en');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByText('Not published: 2 problems. Nothing was published.'),
    ).toBeInTheDocument();
    const ru = screen.getByRole('region', { name: 'Russian' });
    expect(within(ru).getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription(
      'Fill in this field.',
    );
    const summary = within(ru).getByRole('alert');
    expect(summary).toHaveTextContent('Fix these fields before publishing:');
    const items = within(summary)
      .getAllByRole('listitem')
      .map((entry) => entry.textContent);
    expect(items).toEqual(['Name: Fill in this field.', 'Preview text: The server says no']);
    expect(screen.queryByText(new RegExp(zodDefault))).not.toBeInTheDocument();
  });

  it('shows them in Russian when the UI is in Russian', async () => {
    const user = userEvent.setup();
    renderEditor('ru');
    await user.click(screen.getByRole('button', { name: 'Опубликовать' }));
    const ru = await screen.findByRole('region', { name: 'русский' });
    expect(
      await within(ru).findByRole('textbox', { name: /^Название/ }),
    ).toHaveAccessibleDescription('Заполните поле.');
    const items = within(within(ru).getByRole('alert'))
      .getAllByRole('listitem')
      .map((entry) => entry.textContent);
    expect(items[0]).toBe('Название: Заполните поле.');
    expect(screen.queryByText(new RegExp(zodDefault))).not.toBeInTheDocument();
  });
});
