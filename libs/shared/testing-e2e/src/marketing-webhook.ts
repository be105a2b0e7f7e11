import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';

/** The stand-in webhook's origin, set by a site config that starts one (`marketingWebhookPort`). */
export const MARKETING_WEBHOOK_ENV = 'E2E_MARKETING_WEBHOOK';

/** What the marketing webhook received for a lead: the path it was posted to and its JSON. */
export interface MarketingDelivery {
  /** `/marketing/footer/form` or `/marketing/modal/form` (spec §7, by where the lead was left). */
  path: string;
  body: Record<string, unknown>;
}

/**
 * The payload the lead sent with `email` reached marketing automation with, as the e2e server's
 * stand-in webhook received it, waiting up to 15 s for the outbox to deliver it.
 */
export async function marketingDelivery(
  request: APIRequestContext,
  email: string,
): Promise<MarketingDelivery> {
  const origin = process.env[MARKETING_WEBHOOK_ENV];
  if (!origin)
    throw new Error(`No marketing webhook in this e2e config (${MARKETING_WEBHOOK_ENV})`);
  let found: MarketingDelivery | undefined;
  await expect(async () => {
    const response = await request.get(`${origin}/received?email=${encodeURIComponent(email)}`);
    expect(response.status()).toBe(200);
    [found] = (await response.json()) as MarketingDelivery[];
    expect(found, `a webhook delivery for ${email}`).toBeDefined();
  }).toPass({ timeout: 15_000 });
  return found as MarketingDelivery;
}
