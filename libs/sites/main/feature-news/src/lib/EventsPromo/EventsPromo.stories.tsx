import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModalProvider } from '@corp/shared/modals';
import { MemoryRouter } from 'react-router';
import type { ServedEvent } from '@corp/shared/contracts';
import { seedItems } from '@corp/shared/data-access-api/testing';
import { EventsPromo } from './EventsPromo.island';

const event = (code: string, locale: 'en' | 'ru') =>
  seedItems('events', locale).find((item) => item['code'] === code) as unknown as ServedEvent;

const meta = {
  title: 'Main/News/EventsPromo',
  component: EventsPromo,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <ModalProvider>
          <Story />
        </ModalProvider>
      </MemoryRouter>
    ),
  ],
  args: { event: event('digital-mine-forum-2026', 'en'), locale: 'en' },
} satisfies Meta<typeof EventsPromo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A two-day hybrid forum: the preview is cut at 50 words; the button appears after 1 s. */
export const TwoDayForum: Story = {};

/** A one-day event with its hours, on a plain background, opening in the same tab. */
export const OneDayEvent: Story = {
  args: { event: event('metalworking-digital-day-ekaterinburg', 'en') },
};

/** Russian: dates with genitive month names and the 24-hour clock. */
export const Russian: Story = {
  args: { event: event('digital-mine-forum-2026', 'ru'), locale: 'ru' },
  globals: { locale: 'ru' },
};
