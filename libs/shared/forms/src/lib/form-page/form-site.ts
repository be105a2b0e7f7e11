import { createContext, useContext } from 'react';
import type { SiteName } from '@corp/shared/routing';

/**
 * The site app a lead dialog was opened on (`siteLeadModals` provides it): the dialog's form
 * reports its page, marketing event and defaults for that site, not for the main one.
 */
export const FormSiteContext = createContext<SiteName | undefined>(undefined);

export const useFormSite = (): SiteName | undefined => useContext(FormSiteContext);
