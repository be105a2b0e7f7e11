import { newToken, tokenHash } from './tokens';

/** An invitation link is good for 7 days. */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60_000;

/** A fresh invitation: its link (relative, on the admin host) and what the user row keeps. */
export function newInvite(now: Date) {
  const token = newToken();
  return {
    inviteUrl: `/admin/invite/${token}`,
    inviteHash: tokenHash(token),
    inviteExpiresAt: new Date(now.getTime() + INVITE_TTL_MS),
  };
}
