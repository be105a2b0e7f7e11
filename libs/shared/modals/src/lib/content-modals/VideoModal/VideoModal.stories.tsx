import type { Meta, StoryObj } from '@storybook/react-vite';
import type { StoryOpener } from '../content-modals.stories-support';
import { OpenOnMount, Openers, StoryPage } from '../content-modals.stories-support';
import { VideoModal } from './VideoModal';

// The sites' videos live on the video host; Storybook plays the ui library's local sample.
const src = new URL('../../../../../ui/storybook-assets/plant-tour.webm', import.meta.url).href;

const main: StoryOpener<'video-brochure'> = {
  label: 'video-brochure with a product: the brochure button',
  name: 'video-brochure',
  data: {
    title: 'MDC+ in three minutes',
    src,
    poster: '/images/b/machining.svg',
    product: 'mdcplus',
  },
};

const openers: StoryOpener<'video-brochure' | 'showVideo'>[] = [
  main,
  {
    label: 'video-brochure without a product',
    name: 'video-brochure',
    data: { title: 'MDC+ in three minutes', src, poster: '/images/b/machining.svg' },
  },
  {
    label: 'showVideo with a poster',
    name: 'showVideo',
    data: { title: 'A shift with Dispatcher', src, poster: '/images/b/control-room.svg' },
  },
  {
    label: 'showVideo without a poster',
    name: 'showVideo',
    data: { title: 'RoboTruck: autonomous haulage at the pit', src },
  },
];

const meta = {
  title: 'Modals/VideoModal',
  component: VideoModal,
  decorators: [(Story) => <StoryPage>{Story()}</StoryPage>],
  args: { data: main.data, close: () => undefined },
} satisfies Meta<typeof VideoModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** video-brochure open; "Download the brochure" hands over to the brochure form. */
export const Open: Story = { render: () => <OpenOnMount opener={main} /> };

/** video-brochure and showVideo, with and without a product and a poster. */
export const Catalog: Story = { render: () => <Openers openers={openers} /> };
