import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModalProvider } from '@corp/shared/modals';
import { IndustryPage } from './IndustryPage';
import { industryPageData } from './industry-page-data.test-support';

const meta = {
  title: 'Main/Products/IndustryPage',
  component: IndustryPage,
  parameters: { layout: 'fullscreen' },
  // The page's modals (the lead dialogs have their own stories in shared/forms).
  decorators: [
    (Story) => (
      <ModalProvider>
        <Story />
      </ModalProvider>
    ),
  ],
} satisfies Meta<typeof IndustryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mining: Story = { args: industryPageData('mining', 'en') };

export const ChemistryRussian: Story = {
  args: industryPageData('chemistry', 'ru'),
  globals: { locale: 'ru' },
};

/** The AI lab (marketing id 7): cases found through its products. */
export const IndustrialAiLab: Story = {
  args: industryPageData('industrial-artificial-intelligence-lab', 'en'),
};
