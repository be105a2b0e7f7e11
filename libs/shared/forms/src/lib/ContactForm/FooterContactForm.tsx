import { BrowserApiStore } from '@corp/shared/data-access-api';
import { usePublicConfig } from '@corp/shared/document';
import { ModalProvider } from '@corp/shared/modals';
import { CaptchaProvider } from '../captcha/CaptchaProvider';
import { ContactForm } from './ContactForm';

export interface FooterContactFormProps {
  /** `footer` (default) or `page`: the contacts page's own form (captcha `footer-contacts-captcha`). */
  variant?: 'footer' | 'page';
}

/**
 * The footer's contact form (spec §2.8, §4), or the contacts page's, with the captcha of the configured site key
 * (`CAPTCHA_SITE_KEY`; off without one), the browser's API store (loaded with the form) and the
 * page's modals (its own provider until the page has one: an inner provider joins the outer one).
 * The page's rules (its preset industry, sending text, `page`) are those its routes declare
 * (`formRulesHandle`).
 */
export default function FooterContactForm({ variant = 'footer' }: FooterContactFormProps) {
  const { captchaSiteKey } = usePublicConfig();
  return (
    <BrowserApiStore>
      <ModalProvider>
        <CaptchaProvider siteKey={captchaSiteKey}>
          <ContactForm variant={variant} />
        </CaptchaProvider>
      </ModalProvider>
    </BrowserApiStore>
  );
}
