import { BrowserApiStore } from '@corp/shared/data-access-api';
import { CaptchaProvider, ContactForm } from '@corp/shared/forms';
import { usePublicConfig } from '@corp/shared/layout';
import { ModalProvider } from '@corp/shared/modals';

/**
 * The footer's contact form of the idp host (spec §2.8, §4): the idp page's rules ('Нефть и газ'
 * chosen, 'Отправляем...' while sending, page `/idp/`), the captcha of the configured site key
 * and the browser's API store (loaded with the form); its provider joins the page's.
 */
export default function FooterForm() {
  const { captchaSiteKey } = usePublicConfig();
  return (
    <BrowserApiStore>
      <ModalProvider>
        <CaptchaProvider siteKey={captchaSiteKey}>
          <ContactForm variant="footer" site="idp" />
        </CaptchaProvider>
      </ModalProvider>
    </BrowserApiStore>
  );
}
