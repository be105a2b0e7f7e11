import type { Meta, StoryObj } from '@storybook/react-vite';
import type { StoryOpener } from '../content-modals.stories-support';
import { OpenOnMount, Openers, StoryPage } from '../content-modals.stories-support';
import { ImageModal } from './ImageModal';

const main: StoryOpener<'image'> = {
  label: 'A wide picture with a caption',
  name: 'image',
  data: {
    image: {
      src: '/images/b/control-room.svg',
      alt: 'The dispatch room',
      width: 1600,
      height: 900,
    },
    caption:
      'The dispatch room of Kazakh Copper: haulage, crushers and the concentrator on one wall.',
  },
};

const openers: StoryOpener<'image'>[] = [
  main,
  {
    label: 'A wide picture without a caption',
    name: 'image',
    data: { image: main.data.image },
  },
  {
    label: 'A tall picture (fits the viewport height)',
    name: 'image',
    data: {
      image: { src: '/images/a/people/avatar-3.svg', alt: 'A portrait', width: 600, height: 900 },
      caption: 'A tall picture stays within the screen.',
    },
  },
];

const meta = {
  title: 'Modals/ImageModal',
  component: ImageModal,
  decorators: [(Story) => <StoryPage>{Story()}</StoryPage>],
  args: { data: main.data, close: () => undefined },
} satisfies Meta<typeof ImageModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = { render: () => <OpenOnMount opener={main} /> };

export const Catalog: Story = { render: () => <Openers openers={openers} /> };
