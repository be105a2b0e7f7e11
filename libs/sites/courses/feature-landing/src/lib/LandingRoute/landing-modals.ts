import { siteLeadModals } from '@corp/shared/forms/islands';
import type { LeadModalName } from '@corp/shared/forms/islands';
import type { ModalRegistry } from '@corp/shared/modals';

/** The course landings' lead dialog: registration (spec §1, §2.7). */
export const landingLeadModals: readonly LeadModalName[] = ['send-request'];

/**
 * The course landings' registration dialog besides the default modals (success and content
 * modals): loaded when a visitor opens it (ADR 0010); its lead names the landing's site.
 */
export const landingModals: ModalRegistry = siteLeadModals(landingLeadModals);
