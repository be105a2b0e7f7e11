import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryGrid } from '../StoryGrid/StoryGrid';
import type { PictureFit, PictureImage } from './Picture';
import { Picture } from './Picture';

// Local files only; Vite bundles them for Storybook (the Storybook config has no static dir).
const desktop = new URL('../../../storybook-assets/control-room.svg', import.meta.url).href;
const tablet = new URL('../../../storybook-assets/quality-lab.svg', import.meta.url).href;
const mobile = new URL('../../../storybook-assets/drill-rig.svg', import.meta.url).href;
const lqip =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA4IDUiPjxyZWN0IHdpZHRoPSI4IiBoZWlnaHQ9IjUiIGZpbGw9IiMxNDMwNGYiLz48L3N2Zz4=';

const responsive: PictureImage = { desktop, tablet, mobile, lqip };
const images: { name: string; image: PictureImage }[] = [
  { name: 'desktop / tablet / mobile + lqip', image: responsive },
  { name: 'desktop only', image: { desktop } },
  // A source that never loads: the placeholder stays until the error.
  { name: 'placeholder only (image missing)', image: { desktop: '/missing-image.svg', lqip } },
];
const fits: PictureFit[] = ['none', 'cover', 'contain'];

const meta = {
  title: 'UI/Picture',
  component: Picture,
  args: {
    image: responsive,
    alt: 'A control room with dispatchers at their screens',
    width: 480,
    height: 270,
  },
} satisfies Meta<typeof Picture>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Resize the viewport: ≤ 767 px shows the mobile image, ≤ 1179 px the tablet one. */
export const Playground: Story = {};

/** Every source set × fit, in fixed 240 × 160 boxes. */
export const Catalog: Story = {
  render: () => (
    <StoryGrid
      corner="Image / fit"
      rows={images}
      columns={fits}
      cell={({ name, image }, fit) => (
        <div style={{ width: 240, height: 160 }}>
          <Picture image={image} alt={`${name}, ${fit}`} fit={fit} width={240} height={135} />
        </div>
      )}
    />
  ),
};
