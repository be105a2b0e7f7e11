import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminI18nProvider } from '@corp/admin/feature-shell';
import { ContentServicesProvider } from '../content-services';
import { deriveContentForm } from '../schema/derive-fields';
import type { FieldIssue } from '../schema/validate-content';
import { cleanObject } from '../schema/form-values';
import { validateContent } from '../schema/validate-content';
import { fakeServices } from '../testing/fake-services';
import { validEvent } from '../testing/fixtures';
import { ContentForm } from './ContentForm';

function Harness({
  initial,
  issues = [],
  onValue,
}: {
  initial: Record<string, unknown>;
  issues?: FieldIssue[];
  onValue?: (value: Record<string, unknown>) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <AdminI18nProvider language="en">
      <ContentServicesProvider services={fakeServices}>
        <ContentForm
          spec={deriveContentForm('events')}
          locale="en"
          idPrefix="en"
          value={value}
          issues={issues}
          onChange={(next) => {
            setValue(next);
            onValue?.(next);
          }}
        />
      </ContentServicesProvider>
    </AdminI18nProvider>
  );
}

describe('ContentForm', () => {
  // The media dialog puts the scroll position back when it closes; jsdom does no scrolling.
  beforeAll(() => jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined));

  it('renders each field of the contract with its value and required marks', () => {
    render(<Harness initial={validEvent()} />);
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Partner Day 2027');
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('textbox', { name: /^Drop email url/ })).not.toHaveAttribute(
      'aria-required',
    );
    expect(screen.getByRole('textbox', { name: /^Code/ })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Show after end en' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: /^Format/ })).toHaveTextContent('offline');
    expect(screen.getByRole('combobox', { name: /^Industry/ })).toHaveTextContent('Other (6)');
    expect(screen.getByRole('group', { name: /^Start date/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Date and time', { selector: '#en-startDate' })).toHaveValue(
      '2027-04-15T10:00',
    );
  });

  it('changes values, keeping types: numbers from pickers, lists added, moved and removed', async () => {
    const user = userEvent.setup();
    let latest: Record<string, unknown> = {};
    render(<Harness initial={validEvent()} onValue={(value) => (latest = value)} />);
    await user.clear(screen.getByRole('textbox', { name: /^Name/ }));
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Partner Night');
    expect(latest['name']).toBe('Partner Night');

    await user.click(screen.getByRole('combobox', { name: /^Industry/ }));
    await user.click(screen.getByRole('option', { name: 'Mining (4)' }));
    expect(latest['industry']).toBe(4);

    const text = screen.getByRole('group', { name: /^Text/ });
    await user.click(within(text).getByRole('button', { name: 'Add an entry to Text' }));
    await user.type(
      within(text).getByRole('textbox', { name: /Text, entry 2/ }),
      'Second paragraph',
    );
    await user.click(within(text).getByRole('button', { name: 'Move entry 2 of Text up' }));
    expect((latest['text'] as string[])[0]).toBe('Second paragraph');
    await user.click(within(text).getByRole('button', { name: 'Remove entry 1 of Text' }));
    expect(latest['text']).toEqual([
      'The product teams present the roadmap of the platform for the coming year.',
    ]);
  });

  it('adds an optional group and fills an image from the media library', async () => {
    const user = userEvent.setup();
    let latest: Record<string, unknown> = {};
    const { image: _image, ...withoutImage } = validEvent();
    render(<Harness initial={withoutImage} onValue={(value) => (latest = value)} />);
    await user.click(screen.getByRole('button', { name: 'Add an entry to Program' }));
    expect(latest['program']).toEqual([{ time: '', title: '' }]);
    await user.click(screen.getByRole('button', { name: 'Choose from the media library' }));
    await user.click(screen.getByRole('button', { name: 'Choose: Conference hall (hall.jpg)' }));
    expect(latest['image']).toEqual({
      desktop: '/images/art/events/almaty-mining-tech-days-2027-desktop.svg',
      desktop2x: '/uploads/a1/desktop2x.jpg',
      desktopWebp: '/uploads/a1/desktop.webp',
      alt: 'Conference hall',
    });
  });

  it('shows each issue of the contract next to its field and lists them on top', () => {
    const faulty = validEvent({
      name: '',
      text: ['short'],
      program: [{ time: '10:00', title: '' }],
    });
    const issues = validateContent('events', faulty);
    render(<Harness initial={faulty} issues={issues} />);
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription(
      'Fill in this field.',
    );
    expect(screen.getByRole('textbox', { name: /Text, entry 1/ })).toHaveAccessibleDescription(
      'At least 20 characters.',
    );
    // The list on top names each field as the form labels it, with the fieldsets around it.
    const summary = screen.getByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Name' })).toHaveAttribute('href', '#en-name');
    expect(within(summary).getByRole('link', { name: 'Text, entry 1' })).toHaveAttribute(
      'href',
      '#en-text-0',
    );
    expect(within(summary).getByRole('link', { name: 'Program, entry 1 › Title' })).toHaveAttribute(
      'href',
      '#en-program-0-title',
    );
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveAttribute(
      'id',
      'en-program-0-title',
    );
  });
});

describe('ContentForm in Russian', () => {
  it('labels fields with their Russian names', () => {
    render(
      <AdminI18nProvider language="ru">
        <ContentServicesProvider services={fakeServices}>
          <ContentForm
            spec={deriveContentForm('events')}
            locale="ru"
            idPrefix="ru"
            value={validEvent({ name: '', text: ['short'] })}
            issues={validateContent('events', validEvent({ name: '', text: ['short'] }))}
            onChange={() => undefined}
          />
        </ContentServicesProvider>
      </AdminI18nProvider>,
    );
    expect(screen.getByRole('textbox', { name: /^Название/ })).toHaveAccessibleDescription(
      'Заполните поле.',
    );
    const summary = screen.getByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Название' })).toHaveAttribute(
      'href',
      '#ru-name',
    );
    expect(within(summary).getByRole('link', { name: 'Текст, запись 1' })).toHaveAttribute(
      'href',
      '#ru-text-0',
    );
    expect(screen.getByRole('textbox', { name: /^Место/ })).toHaveAttribute('lang', 'ru');
  });
});

describe("the design system's own texts in the admin", () => {
  it('counts the characters of a limited text in words, not keys', () => {
    render(
      <AdminI18nProvider language="en">
        <ContentServicesProvider services={fakeServices}>
          <ContentForm
            spec={deriveContentForm('products')}
            locale="en"
            idPrefix="p"
            value={{ code: 'flow', description: 'Twenty characters!!' }}
            issues={[]}
            onChange={() => undefined}
          />
        </ContentServicesProvider>
      </AdminI18nProvider>,
    );
    expect(screen.queryByText(/textarea\.counter/)).not.toBeInTheDocument();
    expect(screen.getByText('19 / 300')).toBeInTheDocument();
  });
});

describe('ContentForm of a product', () => {
  it('marks a nullable field as not to be filled in and empties it to null', async () => {
    const user = userEvent.setup();
    let latest: Record<string, unknown> = {};
    render(
      <AdminI18nProvider language="en">
        <ContentServicesProvider services={fakeServices}>
          <ContentForm
            spec={deriveContentForm('products')}
            locale="en"
            idPrefix="p"
            value={{ code: 'flow', knowMore: 'https://example.com/flow' }}
            issues={[]}
            onChange={(value) => (latest = value)}
          />
        </ContentServicesProvider>
      </AdminI18nProvider>,
    );
    const knowMore = screen.getByRole('textbox', { name: /^Know more/ });
    expect(knowMore).not.toHaveAttribute('aria-required');
    await user.clear(knowMore);
    expect(cleanObject(deriveContentForm('products').fields, latest)['knowMore']).toBeNull();
  });
});
