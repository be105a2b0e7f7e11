import { describeWithZod } from '@corp/api/core';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { registerConsentRoute } from './consent-route';
import { registerJsonLeadRoutes } from './lead-json-routes';
import type { LeadRoutesOptions } from './lead-route-options';
import { createLeadStore } from './lead-store';
import { registerResumeRoute } from './resume-route';

export { LEAD_BODY_LIMITS } from './lead-route-options';
export type { LeadRoutesOptions } from './lead-route-options';
export { consentHostOf, SERVER_FINGERPRINT_PLACEHOLDER } from './consent-route';

/** `feedback`, `feedback-resume`, `subscribe` and `save-fingerprint`: every lead of spec §7. */
export const leadRoutes: FastifyPluginAsync<LeadRoutesOptions> = async (
  app: FastifyInstance,
  options,
) => {
  describeWithZod(app);
  const store = createLeadStore(options);
  registerJsonLeadRoutes(app, options, store);
  registerConsentRoute(app, options);
  await registerResumeRoute(app, options, store);
};
