import type { Meta, StoryObj } from '@storybook/react-vite';
import { PublicConfigContext } from '@corp/shared/document';
import { PageFrame } from '@corp/shared/page-parts/testing';
import { DigitalLanding } from './DigitalLanding';

const meta = {
  title: 'Courses/DigitalLanding',
  component: DigitalLanding,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <PublicConfigContext.Provider
        value={{ courseAccountUrlMachine: 'https://learn.example.com/machine/' }}
      >
        <PageFrame>
          <Story />
        </PageFrame>
      </PublicConfigContext.Provider>
    ),
  ],
} satisfies Meta<typeof DigitalLanding>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (title: string) => (
  <section style={{ minHeight: '120vh', padding: '48px 24px' }}>
    <h1>{title}</h1>
  </section>
);

/** The digital-production course landing (`/2.0/`), with the personal-account link configured. */
export const Machine: Story = {
  args: { course: 'machine', homeHref: '/2.0/', children: page('Цифровое производство 2.0') },
  globals: { locale: 'ru' },
};
/** The digital-mining practicum (`/praktikum/`), without a personal-account link. */
export const Mount: Story = {
  args: { course: 'mount', homeHref: '/praktikum/', children: page('Цифровая добыча: практикум') },
  globals: { locale: 'ru' },
};
