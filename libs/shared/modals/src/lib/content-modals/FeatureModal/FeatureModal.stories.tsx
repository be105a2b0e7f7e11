import type { Meta, StoryObj } from '@storybook/react-vite';
import type { StoryOpener } from '../content-modals.stories-support';
import { OpenOnMount, Openers, StoryPage } from '../content-modals.stories-support';
import { FeatureModal } from './FeatureModal';

const text =
  'Availability, performance and quality losses by machine, shift and part number, with the Pareto of the reasons operators entered.';
const paragraphs = [
  'Every stop longer than two minutes asks the operator for a reason at the machine terminal; the list of reasons is agreed with the shop and stays short enough to choose from in seconds.',
  'The loss tree splits OEE into availability, performance and quality for any machine group and period, so the morning meeting starts from the three causes that cost the most hours.',
  'Planners see the same numbers as the shop floor: the plan for the next shift is built on the capacity that machines actually delivered, not on nameplate figures.',
];

const main: StoryOpener<'feature-modal'> = {
  label: 'Text, paragraphs and a picture',
  name: 'feature-modal',
  data: {
    title: 'OEE and loss analysis',
    text,
    paragraphs,
    image: { src: '/images/b/analytics.svg', alt: 'An OEE dashboard', width: 640, height: 360 },
  },
};

const openers: StoryOpener<'feature-modal'>[] = [
  main,
  {
    label: 'Text and paragraphs',
    name: 'feature-modal',
    data: { title: 'OEE and loss analysis', text, paragraphs: paragraphs.slice(0, 2) },
  },
  { label: 'Text only', name: 'feature-modal', data: { title: 'OEE and loss analysis', text } },
  {
    label: 'Russian content',
    name: 'feature-modal',
    data: {
      title: 'Анализ OEE и потерь',
      text: 'Потери доступности, производительности и качества по станкам, сменам и деталям с диаграммой Парето причин, которые ввели операторы.',
      paragraphs: [
        'Каждый останов дольше двух минут требует от оператора указать причину на терминале станка; перечень причин согласован с цехом и достаточно короткий, чтобы выбрать за секунды.',
        'Дерево потерь раскладывает OEE на доступность, производительность и качество для любой группы станков и периода.',
      ],
    },
  },
];

const meta = {
  title: 'Modals/FeatureModal',
  component: FeatureModal,
  decorators: [(Story) => <StoryPage>{Story()}</StoryPage>],
  args: { data: main.data, close: () => undefined },
} satisfies Meta<typeof FeatureModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** feature-modal open as a product page opens it. */
export const Open: Story = { render: () => <OpenOnMount opener={main} /> };

/** Every variant; the toolbar's language changes the close label. */
export const Catalog: Story = { render: () => <Openers openers={openers} /> };
