import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { AdminI18nProvider } from '@corp/admin/feature-shell';
import type { ContentItem } from '../api-types';
import { ContentServicesProvider } from '../content-services';
import { fakeServices } from '../testing/fake-services';
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
