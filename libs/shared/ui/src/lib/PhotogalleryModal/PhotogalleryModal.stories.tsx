import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import type { GalleryPhoto, PhotogalleryModalProps } from './PhotogalleryModal';
import { PhotogalleryModal } from './PhotogalleryModal';

// Local files only; Vite bundles them for Storybook (the Storybook config has no static dir).
const photos: GalleryPhoto[] = [
  {
    name: 'Control room',
    path: new URL('../../../storybook-assets/control-room.svg', import.meta.url).href,
    width: 1600,
    height: 900,
  },
  {
    name: 'Drill rig',
    path: new URL('../../../storybook-assets/drill-rig.svg', import.meta.url).href,
    width: 1600,
    height: 900,
  },
  {
    name: 'Quality lab',
    path: new URL('../../../storybook-assets/quality-lab.svg', import.meta.url).href,
    width: 1600,
    height: 900,
  },
  {
    name: 'Open pit',
    path: new URL('../../../storybook-assets/mine-pit.svg', import.meta.url).href,
    width: 1600,
    height: 900,
  },
];
const tags = [
  { id: 1, name: 'mining' },
  { id: 2, name: 'expo' },
];

const states: { name: string; props: Partial<PhotogalleryModalProps> }[] = [
  { name: 'four photos', props: {} },
  { name: 'one photo: no arrows', props: { photos: photos.slice(0, 1) } },
  { name: 'presskit page (Скачать in ru)', props: { presskit: true } },
  { name: 'starting at the third photo, no tags', props: { initialIndex: 2, tags: [] } },
];

function Opener({ label, ...props }: Partial<PhotogalleryModalProps> & { label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="small" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <PhotogalleryModal
        title="Mining expo 2026"
        photos={photos}
        tags={tags}
        {...props}
        open={open}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

const meta = {
  title: 'UI/PhotogalleryModal',
  component: PhotogalleryModal,
  args: { open: false, title: 'Mining expo 2026', photos, tags, onClose: () => undefined },
} satisfies Meta<typeof PhotogalleryModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args) => <Opener label="Open the gallery" {...args} />,
};

/** Every state; each button opens its gallery. Switch the locale to ru for Скачать. */
export const Catalog: Story = {
  render: () => (
    <ul style={{ display: 'grid', gap: 16, padding: 0, listStyle: 'none' }}>
      {states.map((state) => (
        <li key={state.name}>
          <Opener label={`Open: ${state.name}`} {...state.props} />
        </li>
      ))}
    </ul>
  ),
};
