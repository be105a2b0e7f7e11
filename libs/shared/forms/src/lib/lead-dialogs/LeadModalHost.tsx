import { BrowserApiStore } from '@corp/shared/data-access-api';
import { usePublicConfig } from '@corp/shared/layout';
import type { ModalRenderProps } from '@corp/shared/modals';
import type { SiteName } from '@corp/shared/routing';
import { CaptchaProvider } from '../captcha/CaptchaProvider';
import { FormSiteContext } from '../form-page/form-site';
import { leadModalRegistry } from './LeadDialogs';
import type { LeadModalName } from './site-lead-modals';

export interface LeadModalHostProps extends ModalRenderProps {
  name: LeadModalName;
  site: SiteName;
}

/**
 * A lead dialog with what its form needs: the site it was opened on, the browser's API store and
 * the captcha of the configured site key (`CAPTCHA_SITE_KEY`; off without one). Loaded with the
 * dialog (see `siteLeadModals`), never with the page.
 */
export default function LeadModalHost({ name, site, ...props }: LeadModalHostProps) {
  const { captchaSiteKey } = usePublicConfig();
  const Dialog = leadModalRegistry[name];
  if (!Dialog) return null;
  return (
    <FormSiteContext.Provider value={site}>
      <BrowserApiStore>
        <CaptchaProvider siteKey={captchaSiteKey}>
          <Dialog {...props} />
        </CaptchaProvider>
      </BrowserApiStore>
    </FormSiteContext.Provider>
  );
}
