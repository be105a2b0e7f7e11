import type { ContentKindName } from '@corp/shared/contracts';
import type { MediaAsset } from '../api-types';
import type { ContentServices, ReferenceOption } from '../content-services';

const industries: ReferenceOption[] = [
  { value: '1', label: 'Mechanical engineering and metalworking' },
  { value: '4', label: 'Mining' },
  { value: '6', label: 'Other' },
];

/** Two images of the media library (stories and tests). */
export const fakeAssets: MediaAsset[] = [
  {
    id: 'a1',
    kind: 'image',
    originalName: 'hall.jpg',
    mimeType: 'image/jpeg',
    size: 182_000,
    width: 1600,
    height: 900,
    alt: 'Conference hall',
    url: '/uploads/a1/hall.jpg',
    image: {
      desktop: '/images/art/events/almaty-mining-tech-days-2027-desktop.svg',
      desktop2x: '/uploads/a1/desktop2x.jpg',
      desktopWebp: '/uploads/a1/desktop.webp',
      alt: 'Conference hall',
    },
    createdAt: '2026-11-20T09:00:00Z',
  },
  {
    id: 'b2',
    kind: 'image',
    originalName: 'stand.png',
    mimeType: 'image/png',
    size: 96_000,
    width: 1200,
    height: 800,
    alt: '',
    url: '/uploads/b2/stand.png',
    image: { desktop: '/images/art/events/academy-open-day-2026-desktop.svg' },
    createdAt: '2026-11-21T09:00:00Z',
  },
];

/** Fixed lists instead of the server: industries, divisions and products to pick, two images. */
export const fakeServices: ContentServices = {
  useReferenceOptions: (kind: ContentKindName) => ({
    options:
      kind === 'industries'
        ? industries
        : kind === 'products'
          ? [
              { value: 'flow', label: 'Flow' },
              { value: 'mes', label: 'MES' },
            ]
          : [{ value: '1', label: 'Digital industry' }],
    loading: false,
  }),
  useMediaAssets: ({ q }) => ({
    assets: fakeAssets.filter((asset) => asset.originalName.includes(q) || asset.alt.includes(q)),
    loading: false,
  }),
};
