import { HONEYPOT_FIELD } from '@corp/shared/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';

/** Why a submission was dropped unstored (the `reason` label of `leads_dropped_total`). */
export type LeadDropReason = 'honeypot';

/**
 * A submission's fields without the honeypot, and whether it was filled: anything but an absent
 * or blank value means a bot (a person never sees nor reaches the field).
 */
export function takeHoneypot<T extends Record<string, unknown>>(
  body: T,
): { body: T; trapped: boolean } {
  if (!(HONEYPOT_FIELD in body)) return { body, trapped: false };
  const { [HONEYPOT_FIELD]: value, ...rest } = body;
  const blank = value === undefined || value === null || String(value).trim() === '';
  return { body: rest as T, trapped: !blank };
}

/**
 * Answers a trapped submission exactly as a stored lead is answered (201, `no-store`,
 * `{success: true, data: {id}}` with a fresh id), so the bot learns nothing; stores nothing,
 * counts it, and logs the reason only (the request id is in the request's logger).
 */
export function answerTrapped(
  request: FastifyRequest,
  reply: FastifyReply,
  onDropped: ((reason: LeadDropReason) => void) | undefined,
) {
  const reason: LeadDropReason = 'honeypot';
  onDropped?.(reason);
  request.log.info({ reason }, 'lead dropped');
  return reply
    .code(201)
    .header('cache-control', 'no-store')
    .send({ success: true, data: { id: randomUUID() } });
}
