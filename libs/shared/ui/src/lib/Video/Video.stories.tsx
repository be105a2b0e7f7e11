import type { Meta, StoryObj } from '@storybook/react-vite';
import type { VideoProps } from './Video';
import { Video } from './Video';

// Local files only; Vite bundles them for Storybook (the Storybook config has no static dir).
const sources = [
  {
    src: new URL('../../../storybook-assets/plant-tour.webm', import.meta.url).href,
    type: 'video/webm',
  },
];
const captions = [
  {
    src: new URL('../../../storybook-assets/plant-tour.en.vtt', import.meta.url).href,
    srcLang: 'en',
    label: 'English',
    default: true,
  },
];
const poster = new URL('../../../storybook-assets/control-room.svg', import.meta.url).href;

const variants: { name: string; props: Partial<VideoProps> }[] = [
  { name: 'default, autoplay after 1 s', props: {} },
  { name: 'default, no autoplay, poster', props: { autoPlay: false, poster } },
  { name: 'large, no poster: 1 s preview', props: { size: 'large', autoPlay: false } },
  { name: 'large, poster, autoplay', props: { size: 'large', poster } },
  {
    name: 'browser controls, poster (a modal)',
    props: { controls: true, autoPlay: false, poster },
  },
];

const meta = {
  title: 'UI/Video',
  component: Video,
  args: { sources, captions, title: 'Plant tour' },
} satisfies Meta<typeof Video>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Every size × start mode. */
export const Catalog: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))',
        gap: 24,
      }}
    >
      {variants.map((variant) => (
        <figure key={variant.name} style={{ margin: 0 }}>
          <Video
            sources={sources}
            captions={captions}
            title={`Plant tour: ${variant.name}`}
            {...variant.props}
          />
          <figcaption>{variant.name}</figcaption>
        </figure>
      ))}
    </div>
  ),
};
