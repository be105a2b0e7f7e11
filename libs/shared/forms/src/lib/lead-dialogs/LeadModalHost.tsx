import { BrowserApiStore } from '@corp/shared/data-access-api';
import { usePublicConfig } from '@corp/shared/document';
import type { ModalRenderProps } from '@corp/shared/modals';
import { CaptchaProvider } from '../captcha/CaptchaProvider';
import { leadModalRegistry } from './LeadDialogs';
import type { LeadModalName } from './site-lead-modals';

export interface LeadModalHostProps extends ModalRenderProps {
  name: LeadModalName;
}

/**
 * A lead dialog with what its form needs: the browser's API store and the captcha of the configured site key (`CAPTCHA_SITE_KEY`; off without one). Loaded with the
 * dialog (see `siteLeadModals`), never with the page.
 */
export default function LeadModalHost({ name, ...props }: LeadModalHostProps) {
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
