import {
  bigserial,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Content of every kind (products, events, media …) as validated documents: one row per item and
 * locale. The item's JSON is what the API returns; `key` is its `code` or `id` (see ADR 0005).
 */
export const contentEntries = pgTable(
  'content_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    locale: text('locale').notNull(),
    key: text('key').notNull(),
    position: integer('position').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** The site that owns the item (editors are scoped by site and locale); others may embed it. */
    site: text('site').notNull().default('main'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('content_entries_kind_locale_key').on(table.kind, table.locale, table.key),
  ],
);

/** One row per content load: what was loaded and when (drives `/lastmodified.txt`). */
export const contentLoads = pgTable('content_loads', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  checksum: text('checksum').notNull(),
  entries: integer('entries').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every lead a visitor left: feedback of each type, resumes, subscriptions. */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey(),
    type: text('type').notNull(),
    page: text('page').notNull().default(''),
    product: text('product').notNull().default(''),
    locale: text('locale').notNull(),
    email: text('email').notNull(),
    /** The validated submission without the file: the spec §3 field names. */
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    /** Request facts kept for marketing's review: client IP, user agent. */
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    /** The site the lead was left on (the request's validated host); '' for older rows. */
    site: text('site').notNull().default(''),
    /** The event or webinar code of a registration or recording request; '' otherwise. */
    event: text('event').notNull().default(''),
    /** Sales' status: new, in-progress, qualified, spam, closed. */
    status: text('status').$type<LeadStatus>().notNull().default('new'),
    /** The admin user who works the lead. */
    ownerId: uuid('owner_id'),
    /** When someone first opened the lead in the inbox (unread while null). */
    openedAt: timestamp('opened_at', { withTimezone: true }),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('leads_created_at').on(table.createdAt),
    index('leads_status_created_at').on(table.status, table.createdAt),
    index('leads_email_lower').on(sql`lower(${table.email})`),
  ],
);

export const leadStatuses = ['new', 'in-progress', 'qualified', 'spam', 'closed'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/**
 * Background jobs that run once per period across every process (the daily retention run): the
 * first process to insert `(job, period)` runs it; the others see the row and skip.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    period: text('period').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    outcome: jsonb('outcome').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [primaryKey({ columns: [table.job, table.period] })],
);

export const deliveryTargets = ['webhook', 'email'] as const;
export type DeliveryTarget = (typeof deliveryTargets)[number];
export const deliveryStatuses = [
  'pending',
  'processing',
  'retry',
  'delivered',
  'skipped',
  'dead',
] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/**
 * The outbox: one row per lead and target, written in the lead's transaction. The worker moves
 * it pending → processing → delivered | retry … → dead; a target that is not configured is
 * `skipped`. Every attempt's outcome stays visible here.
 */
export const leadDeliveries = pgTable(
  'lead_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    target: text('target').$type<DeliveryTarget>().notNull(),
    status: text('status').$type<DeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('lead_deliveries_lead_target').on(table.leadId, table.target),
    index('lead_deliveries_due').on(table.status, table.nextAttemptAt),
  ],
);

/**
 * Resume attachments: the bytes are in the file store under `storedName` (the `stored_files`
 * table by default, or a folder outside any web root); the original name is metadata.
 */
export const leadFiles = pgTable('lead_files', {
  id: uuid('id').primaryKey(),
  leadId: uuid('lead_id')
    .notNull()
    .references(() => leads.id, { onDelete: 'cascade' }),
  originalName: text('original_name').notNull(),
  storedName: text('stored_name').notNull(),
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  createdAt: createdAt(),
});

/**
 * `Idempotency-Key` records: the first request's body hash and the response it got, written in
 * the same transaction as the lead. Rows older than `IDEMPOTENCY_TTL_MS` are deleted (by
 * `created_at`, hence its index).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    route: text('route').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.route, table.key] }),
    index('idempotency_keys_created_at').on(table.createdAt),
  ],
);

/**
 * Cookie consent (spec §3): the visitor's fingerprint (a server placeholder when the browser sent
 * none), the chosen cookie categories, the site's host name the choice was made on (the validated
 * Host, no port; empty for rows older than the column) and the page locale.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fingerprint: text('fingerprint').notNull(),
    cookieList: text('cookie_list').notNull(),
    host: text('host').notNull().default(''),
    locale: text('locale').notNull(),
    createdAt: createdAt(),
  },
  // The export's keyset order.
  (table) => [index('consent_records_created_at_id').on(table.createdAt, table.id)],
);

/** PostgreSQL `bytea` as a Buffer (node-postgres gives a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The bytes of uploaded files (resumes), when the database is the file store (the default):
 * written in the lead's transaction, so every process of a deployment reads every file. A file
 * is kept in chunks of `STORED_FILE_CHUNK` bytes, one row each, so that writing or reading 10 MB
 * never encodes it in one go (node-postgres sends `bytea` as hex; PGlite runs in this thread and
 * took about 1 ms per kB: a 64 kB chunk holds the other requests for some 60 ms, a 256 kB one
 * held them for a quarter of a second). Reading does not depend on the size: chunks are read in
 * order until there is none, so files stored with another chunk size read the same.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    name: text('name').notNull(),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.name, table.seq] })],
);

export const STORED_FILE_CHUNK = 64 * 1024;

// ── The editorial platform: accounts, sessions, audit, drafts, revisions, schedules, media ──

export const adminRoles = ['admin', 'editor', 'sales'] as const;
export type AdminRole = (typeof adminRoles)[number];

/**
 * People who sign in at `/admin/`: administrators, editors (limited to `sites` × `locales`) and
 * sales. `login` is an e-mail address or, for the first administrator from `ADMIN_USER`, a name;
 * always stored lower-case. `passwordHash` is a scrypt PHC string; an invited user has none until
 * the invitation (`inviteHash`, a sha256 of its token) is accepted. Users are disabled, never
 * deleted, so the audit log keeps naming them.
 */
export const adminUsers = pgTable('admin_users', {
  id: uuid('id').primaryKey(),
  login: text('login').notNull().unique(),
  name: text('name').notNull().default(''),
  role: text('role').$type<AdminRole>().notNull(),
  sites: jsonb('sites').$type<string[]>().notNull().default([]),
  locales: jsonb('locales').$type<string[]>().notNull().default([]),
  passwordHash: text('password_hash'),
  inviteHash: text('invite_hash'),
  inviteExpiresAt: timestamp('invite_expires_at', { withTimezone: true }),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdBy: uuid('created_by'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Signed-in sessions: `id` is the sha256 of the cookie's token (a stolen table holds no usable
 * cookie); `csrfToken` is sent back as `X-CSRF-Token` on every change. A session ends at
 * `expiresAt` (absolute) or after the idle limit since `lastSeenAt`.
 */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('admin_sessions_user').on(table.userId)],
);

/**
 * What people did in the admin: sign-ins (and failed ones), content changes, publishes,
 * restores, user changes, exports. `actorLogin` is kept as text so an entry reads on its own.
 * `details` never holds a lead's fields or a password.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id'),
    actorLogin: text('actor_login').notNull().default(''),
    action: text('action').notNull(),
    targetType: text('target_type').notNull().default(''),
    targetId: text('target_id').notNull().default(''),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip').notNull().default(''),
  },
  (table) => [index('audit_log_at').on(table.at, table.id)],
);

/**
 * The editors' working copy of an item in one locale, when it differs from what is published
 * (`content_entries`). Publishing validates every locale's draft against the kind's contract and
 * moves them into `content_entries` in one transaction.
 */
export const contentDrafts = pgTable(
  'content_drafts',
  {
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    locale: text('locale').notNull(),
    site: text('site').notNull().default('main'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    updatedBy: uuid('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.key, table.locale] })],
);

export const revisionActions = ['save', 'publish', 'unpublish', 'restore', 'import'] as const;
export type RevisionAction = (typeof revisionActions)[number];

/**
 * Every save, publish, unpublish and restore of an item: the whole item in every locale after it
 * (`data`: `{ en: {...}, ru: {...} }`), who, when, and which `locale.field` paths changed.
 */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    action: text('action').$type<RevisionAction>().notNull(),
    data: jsonb('data').$type<Record<string, Record<string, unknown>>>().notNull(),
    changed: jsonb('changed').$type<string[]>().notNull().default([]),
    authorId: uuid('author_id'),
    authorLogin: text('author_login').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [index('content_revisions_item').on(table.kind, table.key, table.id)],
);

export const scheduleActions = ['publish', 'unpublish'] as const;
export type ScheduleAction = (typeof scheduleActions)[number];

/**
 * A publish or unpublish at a set time, carried out once by whichever process's worker claims it
 * first (`doneAt` set in the claiming transaction); `outcome` says what happened.
 */
export const contentSchedules = pgTable(
  'content_schedules',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    action: text('action').$type<ScheduleAction>().notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    outcome: text('outcome'),
  },
  (table) => [index('content_schedules_due').on(table.doneAt, table.runAt)],
);

export const mediaKinds = ['image', 'pdf', 'video'] as const;
export type MediaKind = (typeof mediaKinds)[number];

/**
 * The media library: uploaded images (with the variants `Picture` uses: `variants` maps a spec §3
 * image field, `desktop` … `mobileWebp2x`, to its public URL, plus `lqip`), PDFs and videos.
 * The bytes are in the file store under `storedNames`.
 */
export const mediaAssets = pgTable(
  'media_assets',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').$type<MediaKind>().notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    variants: jsonb('variants').$type<Record<string, string>>().notNull().default({}),
    storedNames: jsonb('stored_names').$type<string[]>().notNull().default([]),
    alt: text('alt').notNull().default(''),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (table) => [index('media_assets_created_at').on(table.createdAt)],
);

/**
 * Secrets the processes of a deployment share and no one configures (the preview links' signing
 * key): made once by the first process, read by every other.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
