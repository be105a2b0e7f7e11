import { BrowserApiStore } from '@corp/shared/data-access-api';
import { CaptchaProvider, leadModalRegistry } from '@corp/shared/forms';
import { usePublicConfig } from '@corp/shared/layout';
import type { ModalRenderProps } from '@corp/shared/modals';

/**
 * The registration dialog with what its form needs: the browser's API store and the captcha of
 * the configured site key (`CAPTCHA_SITE_KEY`; off without one). Loaded when a visitor opens it.
 */
export default function RegistrationModal(props: ModalRenderProps) {
  const { captchaSiteKey } = usePublicConfig();
  const Dialog = leadModalRegistry['send-request'];
  if (!Dialog) return null;
  return (
    <BrowserApiStore>
      <CaptchaProvider siteKey={captchaSiteKey}>
        <Dialog {...props} />
      </CaptchaProvider>
    </BrowserApiStore>
  );
}
