import type { Meta, StoryObj } from '@storybook/react-vite';
import type { StoryOpener } from '../content-modals.stories-support';
import { OpenOnMount, Openers, StoryPage } from '../content-modals.stories-support';
import { ReviewCardModal } from './ReviewCardModal';

const main: StoryOpener<'reviewCard'> = {
  label: 'Quote, author, position, company, portrait and link',
  name: 'reviewCard',
  data: {
    quote:
      'For the first time the concentrator gets the ore it planned for, not the ore we happened to haul.',
    author: 'Aigerim Sadykova',
    position: 'Head of Dispatch',
    company: 'Kazakh Copper',
    image: { src: '/images/a/people/avatar-2.svg', alt: 'Aigerim Sadykova' },
    link: { href: '/cases/kazakh-copper-dispatching/', label: 'Read the case' },
  },
};

const openers: StoryOpener<'reviewCard'>[] = [
  main,
  {
    label: 'Without portrait and link',
    name: 'reviewCard',
    data: {
      quote: main.data.quote,
      author: main.data.author,
      position: main.data.position,
      company: main.data.company,
    },
  },
  {
    label: 'A long quote in Russian',
    name: 'reviewCard',
    data: {
      quote:
        'Мы перестали спорить, чьи цифры правильные, и начали устранять реальные причины простоев. Через полгода загрузка ключевых станков выросла на четверть, а совещания стали вдвое короче, потому что все смотрят на одни и те же данные.',
      author: 'Павел Кузнецов',
      position: 'Директор по производству',
      company: '«Уралгидромаш»',
      image: { src: '/images/a/people/avatar-1.svg', alt: 'Павел Кузнецов' },
    },
  },
];

const meta = {
  title: 'Modals/ReviewCardModal',
  component: ReviewCardModal,
  decorators: [(Story) => <StoryPage>{Story()}</StoryPage>],
  args: { data: main.data, close: () => undefined },
} satisfies Meta<typeof ReviewCardModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = { render: () => <OpenOnMount opener={main} /> };

export const Catalog: Story = { render: () => <Openers openers={openers} /> };
