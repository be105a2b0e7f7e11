import type { FeedbackResult } from '@corp/shared/contracts';
import type { SiteName } from '@corp/shared/routing';
import { LeadForm } from '../LeadForm/LeadForm';
import type { ContactFormVariant } from '../LeadForm/LeadForm';

export {
  REMEMBER_BANNER_DELAY_MS,
  REMEMBER_BANNER_DURATION_MS,
  type ContactFormVariant,
} from '../LeadForm/LeadForm';

export interface ContactFormProps {
  /**
   * `footer`: the footer's form, with its heading; `page`: the same inside a page (contacts);
   * `modal`: inside a dialog that has the heading, without required markers (spec §5).
   */
  variant?: ContactFormVariant;
  /** The site app the form is on (`main` by default); its page comes from the router. */
  site?: SiteName;
  /** The captcha container's id (spec §5 captcha ids); by variant when not given. */
  captchaId?: string;
  /** After a successful request, once the success modal is open. */
  onSuccess?: (result: FeedbackResult) => void;
  className?: string;
}

/**
 * The contact form of the footer and the contacts page (type 'contact', spec §3–§5): the lead
 * form with first and last name whose success modal closes itself after 5 s.
 */
export function ContactForm(props: ContactFormProps) {
  return <LeadForm {...props} />;
}
