import type { Meta, StoryObj } from '@storybook/react-vite';
import { Slider } from './Slider';
import type { SlidesPerView } from './Slider';

const names = ['Dispatcher', 'Mining MES', 'Flow', 'Geonaft', 'Robodrill', 'Safety', 'Underground'];

function Card({ name }: { name: string }) {
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'flex-end',
        height: 160,
        padding: 16,
        borderRadius: 8,
        background: 'var(--color-surface-subtle)',
        border: '1px solid var(--color-border-default)',
      }}
    >
      <a href={`#${name}`}>{name}</a>
    </div>
  );
}

function slides(count: number) {
  return names.slice(0, count).map((name) => <Card key={name} name={name} />);
}

const cases: { name: string; count: number; slidesPerView?: Partial<SlidesPerView> }[] = [
  { name: '3 items: no pagination', count: 3 },
  { name: '4 items: arrows and bullets', count: 4 },
  { name: '7 items', count: 7 },
  {
    name: '4 items, 4 per view: one page, no bullets',
    count: 4,
    slidesPerView: { sm: 4, md: 4, lg: 4 },
  },
  { name: '5 items, 1 per view', count: 5, slidesPerView: { sm: 1, md: 1, lg: 1 } },
];

const meta = {
  title: 'UI/Slider',
  component: Slider,
  args: { label: 'Products', children: slides(5) },
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Every item count against the pagination (> 3 items) and bullet (> 1 page) rules. */
export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 48 }}>
      {cases.map((item) => (
        <div key={item.name}>
          <h2 style={{ fontSize: 16 }}>{item.name}</h2>
          <Slider label={`Example: ${item.name}`} slidesPerView={item.slidesPerView}>
            {slides(item.count)}
          </Slider>
        </div>
      ))}
    </div>
  ),
};
