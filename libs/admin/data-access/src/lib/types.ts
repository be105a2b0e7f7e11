/** The shapes of the admin API (/work/notes/editorial-api.md, "Accounts"). */

export type AdminRole = 'admin' | 'editor' | 'sales';
export const adminRoles: readonly AdminRole[] = ['admin', 'editor', 'sales'];

/** The sites an editor may be given (`siteNames` of @corp/shared/contracts). */
export type AdminSite = 'main' | 'asia' | 'idp' | 'techpod' | 'machine' | 'mount';
export const adminSites: readonly AdminSite[] = [
  'main',
  'asia',
  'idp',
  'techpod',
  'machine',
  'mount',
];

/** The content locales. */
export type ContentLocale = 'en' | 'ru' | 'de' | 'kz';
export const contentLocales: readonly ContentLocale[] = ['en', 'ru', 'de', 'kz'];

/** The signed-in user as the session reports it. */
export interface SessionUser {
  id: string;
  login: string;
  name: string;
  role: AdminRole;
  sites: AdminSite[];
  locales: ContentLocale[];
}

export interface Session {
  user: SessionUser;
  csrfToken: string;
}

export type UserStatus = 'active' | 'invited' | 'disabled';

/** A user as the users list shows it. */
export interface AdminUserRecord extends SessionUser {
  status: UserStatus;
  createdAt: string;
}

export interface NewUser {
  login: string;
  name: string;
  role: AdminRole;
  sites: AdminSite[];
  locales: ContentLocale[];
}

export interface UserChange {
  name?: string;
  role?: AdminRole;
  sites?: AdminSite[];
  locales?: ContentLocale[];
  disabled?: boolean;
}

export interface AuditEntry {
  id: string | number;
  at: string;
  actorLogin: string;
  action: string;
  targetType: string | null;
  targetId: string | null;
  details: unknown;
  ip: string | null;
}

export interface AuditFilter {
  actor?: string;
  action?: string;
  /** `YYYY-MM-DD` or an ISO instant. */
  from?: string;
  to?: string;
}

/** Every action the audit log records: the contract's list, one source for API and admin. */
export { auditActions } from '@corp/shared/contracts';

/** The API's error body: `{code, message, requestId, fields?}`. */
export interface ApiErrorBody {
  code: string;
  message: string;
  requestId?: string;
  fields?: Record<string, string>;
}
