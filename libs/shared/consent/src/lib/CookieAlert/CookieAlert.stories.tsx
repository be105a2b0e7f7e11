import type { Meta, StoryObj } from '@storybook/react-vite';
import { I18nProvider } from '@corp/shared/i18n';
import type { Locale } from '@corp/shared/i18n';
import type { CookieAlertProps } from './CookieAlert';
import { CookieAlert } from './CookieAlert';

// Stories never call the API: the choice is only recorded in the cookies.
const save = async () => undefined;

function InLocale({ locale, ...props }: CookieAlertProps & { locale: Locale }) {
  return (
    <I18nProvider locale={locale}>
      <div style={{ minHeight: '60vh', padding: 24 }}>
        <p>Page content under the alert ({locale}).</p>
      </div>
      <CookieAlert {...props} locale={locale} save={save} />
    </I18nProvider>
  );
}

const meta = {
  title: 'Consent/CookieAlert',
  component: InLocale,
  parameters: { layout: 'fullscreen' },
  args: { locale: 'en', view: 'banner' },
} satisfies Meta<typeof InLocale>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BannerEn: Story = { args: { locale: 'en' } };
export const BannerRu: Story = { args: { locale: 'ru' } };
export const BannerDe: Story = { args: { locale: 'de' } };
export const BannerKz: Story = { args: { locale: 'kz' } };

export const SettingsEn: Story = { args: { locale: 'en', view: 'settings' } };
export const SettingsRu: Story = { args: { locale: 'ru', view: 'settings' } };
export const SettingsDe: Story = { args: { locale: 'de', view: 'settings' } };
export const SettingsKz: Story = { args: { locale: 'kz', view: 'settings' } };

/** A host with `CONSENT_DEFAULTS=unchecked` (sites that serve the EU). */
export const SettingsUncheckedDefaults: Story = {
  args: { locale: 'de', view: 'settings', defaults: 'unchecked' },
};
