import type { Meta, StoryObj } from '@storybook/react-vite';
import type { StoryOpener } from '../content-modals.stories-support';
import { OpenOnMount, Openers, StoryPage } from '../content-modals.stories-support';
import { LearnMoreModal } from './LearnMoreModal';

const main: StoryOpener<'learnMore'> = {
  label: 'Paragraphs and the default link label',
  name: 'learnMore',
  data: {
    title: 'Digital industrial platform',
    paragraphs: [
      'The platform collects data from every machine, sensor and information system of a plant and keeps it in one place, with the same time base and the same names.',
      'Our products and our partners’ applications run on it, so a new application starts with the data already connected.',
      'It is deployed on premises or in a private cloud; all data stays within the customer’s network.',
    ],
    link: { href: '/product/industrial-iot-platform/' },
  },
};

const openers: StoryOpener<'learnMore'>[] = [
  main,
  {
    label: 'An external link with its own label',
    name: 'learnMore',
    data: {
      ...main.data,
      link: { href: 'https://mdcplus.ferrum-digital.example/', label: 'Visit the MDC+ site' },
    },
  },
  {
    label: 'Paragraphs only',
    name: 'learnMore',
    data: { title: main.data.title, paragraphs: main.data.paragraphs },
  },
];

const meta = {
  title: 'Modals/LearnMoreModal',
  component: LearnMoreModal,
  decorators: [(Story) => <StoryPage>{Story()}</StoryPage>],
  args: { data: main.data, close: () => undefined },
} satisfies Meta<typeof LearnMoreModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** learnMore open: 'Learn more' in en, 'Узнать подробнее' in ru (toolbar). */
export const Open: Story = { render: () => <OpenOnMount opener={main} /> };

export const Catalog: Story = { render: () => <Openers openers={openers} /> };
