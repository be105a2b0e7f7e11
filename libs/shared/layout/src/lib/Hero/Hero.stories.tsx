import type { Meta, StoryObj } from '@storybook/react-vite';
import { Hero } from './Hero';

const meta = {
  title: 'Layout/Hero',
  component: Hero,
  args: {
    eyebrow: 'Industrial digital technologies',
    title: 'Digital solutions that make heavy industry more efficient',
    lead: 'Industrial software and equipment for mining, metalworking, oil and gas and the process industries.',
    cta: { label: 'Contact us', href: '#contacts' },
  },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Russian: Story = {
  args: {
    eyebrow: 'Цифровые технологии для промышленности',
    title: 'Цифровые решения, которые делают тяжёлую промышленность эффективнее',
    lead: 'Промышленное программное обеспечение и оборудование для горной добычи и металлообработки.',
    cta: { label: 'Связаться с нами', href: '#contacts' },
  },
};
