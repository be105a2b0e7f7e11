import type { Meta, StoryObj } from '@storybook/react-vite';
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
    <table style={{ borderSpacing: 16 }}>
      <thead>
        <tr>
          <th scope="col">Locale</th>
          {variants.map((variant) => (
            <th scope="col" key={variant}>
              {variant}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {locales.map((locale) => (
          <tr key={locale}>
            <th scope="row">{locale}</th>
            {variants.map((variant) => (
              <td
                key={variant}
                lang={locale === 'kz' ? 'kk' : locale}
                style={
                  variant === 'inverse'
                    ? { background: 'var(--color-surface-brand)', padding: 8, maxWidth: 320 }
                    : { maxWidth: 320 }
                }
              >
                <I18nProvider locale={locale}>
                  <PrivacyNotice variant={variant} />
                </I18nProvider>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  ),
};
