import { BrowserApiStore } from '@corp/shared/data-access-api';
import { CaptchaProvider, ContactForm } from '@corp/shared/forms';
import { usePublicConfig } from '@corp/shared/layout';
import { ModalProvider } from '@corp/shared/modals';

/**
 * The footer's contact form (spec §2.8, §4), with the captcha of the configured site key
 * (`CAPTCHA_SITE_KEY`; off without one), the browser's API store (loaded with the form) and the
 * page's modals (its own provider until the page
 * has one: an inner provider joins the outer one).
 */
export default function FooterForm() {
  const { captchaSiteKey } = usePublicConfig();
  return (
    <BrowserApiStore>
      <ModalProvider>
        <CaptchaProvider siteKey={captchaSiteKey}>
          <ContactForm variant="footer" />
        </CaptchaProvider>
      </ModalProvider>
    </BrowserApiStore>
  );
}
