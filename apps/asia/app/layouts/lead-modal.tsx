import { BrowserApiStore } from '@corp/shared/data-access-api';
import { CaptchaProvider, leadModalRegistry } from '@corp/shared/forms';
import { usePublicConfig } from '@corp/shared/layout';
import type { ModalName, ModalRenderProps } from '@corp/shared/modals';

export type LeadModalName = Extract<ModalName, 'send-request'>;

/**
 * A lead dialog with what its form needs: the browser's API store and the captcha of the
 * configured site key (`CAPTCHA_SITE_KEY`; off without one).
 */
export default function LeadModal({ name, ...props }: ModalRenderProps & { name: LeadModalName }) {
  const { captchaSiteKey } = usePublicConfig();
  const Dialog = leadModalRegistry[name];
  if (!Dialog) return null;
  return (
    <BrowserApiStore>
      <CaptchaProvider siteKey={captchaSiteKey}>
        <Dialog {...props} />
      </CaptchaProvider>
    </BrowserApiStore>
  );
}
