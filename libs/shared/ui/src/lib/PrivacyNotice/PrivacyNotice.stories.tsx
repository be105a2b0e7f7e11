import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryGrid, inverseCellStyle } from '../StoryGrid/StoryGrid';
import type { Locale } from '@corp/shared/i18n';
import { I18nProvider } from '@corp/shared/i18n';
import type { PrivacyNoticeVariant } from './PrivacyNotice';
import { PrivacyNotice } from './PrivacyNotice';

const meta = {
  title: 'UI/PrivacyNotice',
  component: PrivacyNotice,
} satisfies Meta<typeof PrivacyNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const variants: PrivacyNoticeVariant[] = ['default', 'inverse'];
const locales: Locale[] = ['en', 'ru', 'de', 'kz'];

/** Every variant × locale (each locale links its own policy file). */
export const Catalog: Story = {
  render: () => (
    <StoryGrid
      corner="Locale"
      rows={locales}
      columns={variants}
      cellProps={(locale, variant) => ({
        lang: locale === 'kz' ? 'kk' : locale,
        ...inverseCellStyle(variant, { maxWidth: 320 }),
      })}
      cell={(locale, variant) => (
        <I18nProvider locale={locale}>
          <PrivacyNotice variant={variant} />
        </I18nProvider>
      )}
    />
  ),
};
