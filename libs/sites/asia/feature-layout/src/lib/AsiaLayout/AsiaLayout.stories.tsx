import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ServedOffice } from '@corp/shared/contracts';
import { PageFrame, seed } from '@corp/shared/page-parts/testing';
import { AsiaLayout } from './AsiaLayout';

const almaty = (locale: 'ru' | 'kz') =>
  seed<ServedOffice>('offices', locale).find((office) => office.code === 'almaty') ?? null;

const meta = {
  title: 'Asia/AsiaLayout',
  component: AsiaLayout,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <PageFrame>
        <Story />
      </PageFrame>
    ),
  ],
} satisfies Meta<typeof AsiaLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (title: string) => (
  <section style={{ minHeight: '60vh', padding: '48px 24px' }}>
    <h1>{title}</h1>
  </section>
);

/** The Asia layout around a page: header with the RU/KZ switch and contacts, footer. */
export const Russian: Story = {
  args: { locale: 'ru', office: almaty('ru'), children: page('Страница региона') },
  globals: { locale: 'ru' },
};
export const Kazakh: Story = {
  args: { locale: 'kz', office: almaty('kz'), children: page('Өңір беті') },
  globals: { locale: 'kz' },
};
