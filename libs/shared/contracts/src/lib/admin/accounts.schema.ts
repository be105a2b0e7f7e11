import { z } from 'zod/mini';
import { contentSites } from '../content/content-sites';
import { apiLocales } from '../leads.constants';

/*
 * The admin's accounts API (`/admin/api/session`, `/admin/api/users`, `/admin/api/invites`):
 * requests and responses, shared by the API (which parses them) and the admin app (its forms).
 */

export const adminUserRoles = ['admin', 'editor', 'sales'] as const;
export type AdminRoleName = (typeof adminUserRoles)[number];
export const adminUserStatuses = ['active', 'invited', 'disabled'] as const;
export type AdminUserStatus = (typeof adminUserStatuses)[number];

/** A password: 12 to 256 characters (code points), anything else allowed. */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 256;
/** A login: an e-mail address or a plain name; stored lower-case. */
export const LOGIN_MAX = 254;
export const USER_NAME_MAX = 200;

const LOGIN = /^[^\s:@]+(@[^\s:@]+)?$/;

export const loginSchema = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, 'required'),
    z.maxLength(LOGIN_MAX, 'too-long'),
    z.regex(LOGIN, 'wrong-value'),
  );
/** Checked for length by the server's password policy (clear codes), not here. */
export const passwordInputSchema = z.string().check(z.maxLength(4096, 'too-long'));

export const adminSiteSchema = z.enum(contentSites);
export const adminLocaleSchema = z.enum(apiLocales);
const uniqueList = <T extends z.core.$ZodType>(item: T) =>
  z.array(item).check(
    z.maxLength(16, 'too-long'),
    z.refine((list) => new Set(list).size === list.length, 'wrong-value'),
  );

export const signInRequestSchema = z.strictObject({
  login: loginSchema,
  password: passwordInputSchema,
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  login: z.string(),
  name: z.string(),
  role: z.enum(adminUserRoles),
  sites: z.array(adminSiteSchema),
  locales: z.array(adminLocaleSchema),
  status: z.enum(adminUserStatuses),
  createdAt: z.string(),
});
export type AdminUserView = z.infer<typeof adminUserSchema>;

/** `POST`/`GET /admin/api/session`, `POST /admin/api/invites/:token`. */
export const sessionResponseSchema = z.object({ user: adminUserSchema, csrfToken: z.string() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const userListResponseSchema = z.object({ data: z.array(adminUserSchema) });

export const createUserRequestSchema = z.strictObject({
  login: loginSchema,
  name: z.string().check(z.trim(), z.maxLength(USER_NAME_MAX, 'too-long')),
  role: z.enum(adminUserRoles),
  sites: uniqueList(adminSiteSchema),
  locales: uniqueList(adminLocaleSchema),
});
export type CreateUserRequest = z.infer<typeof createUserRequestSchema>;

export const createUserResponseSchema = z.object({ user: adminUserSchema, inviteUrl: z.string() });

export const updateUserRequestSchema = z.strictObject({
  name: z.optional(z.string().check(z.trim(), z.maxLength(USER_NAME_MAX, 'too-long'))),
  role: z.optional(z.enum(adminUserRoles)),
  sites: z.optional(uniqueList(adminSiteSchema)),
  locales: z.optional(uniqueList(adminLocaleSchema)),
  disabled: z.optional(z.boolean()),
});
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

export const userResponseSchema = z.object({ user: adminUserSchema });
export const inviteUrlResponseSchema = z.object({ inviteUrl: z.string() });

/** `GET /admin/api/invites/:token`: whom the link invites. */
export const inviteInfoResponseSchema = z.object({ login: z.string(), name: z.string() });
export const acceptInviteRequestSchema = z.strictObject({ password: passwordInputSchema });
export type AcceptInviteRequest = z.infer<typeof acceptInviteRequestSchema>;

/** The password policy's answer: undefined when the password is acceptable. */
export function passwordProblem(
  password: string,
): 'password_too_short' | 'password_too_long' | undefined {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return 'password_too_short';
  if (length > PASSWORD_MAX) return 'password_too_long';
  return undefined;
}
