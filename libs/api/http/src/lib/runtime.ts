import { ContentStore, readContent, seedContent } from '@corp/api/content';
import type { GeoRange, SeedResult } from '@corp/api/content';
import { databaseFileStore, diskFileStore, openDatabase, s3FileStore } from '@corp/api/db';
import type { DatabaseHandle, FileStore } from '@corp/api/db';
import {
  createScheduleRunner,
  editorialScheduleActions,
  listenContentChanges,
  loadPreviewSecret,
  notifyContentChanged,
} from '@corp/api/editorial';
import type { ContentChangeFeed, ScheduleRunner } from '@corp/api/editorial';
import { createIdempotencySweeper, createOutboxWorker } from '@corp/api/outbox';
import type { IdempotencySweeper, OutboxLogger, OutboxWorker } from '@corp/api/outbox';
import { createRetentionJob } from '@corp/api/privacy';
import type { RetentionJob } from '@corp/api/privacy';
import { contentKinds, geolocationRangeSchema } from '@corp/shared/contracts';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { ApiConfig } from './config';
import { openLimitStores } from './limit-store';
import type { LimitStores } from './limit-store';

/** Everything the API routes need that outlives a request. */
export interface ApiRuntime {
  config: ApiConfig;
  database: DatabaseHandle;
  store: ContentStore;
  geoRanges: GeoRange[];
  /** Where uploaded files (resumes, media) are stored and read (`FILE_STORE`). */
  files: FileStore;
  /** Where the per-address limits count (`REDIS_URL`, or this process): one per process. */
  limitStores: LimitStores;
  worker?: OutboxWorker;
  /** Deletes `Idempotency-Key` records older than `IDEMPOTENCY_TTL_MS`, once a minute. */
  sweeper?: IdempotencySweeper;
  /** Deletes leads and consent records past retention, once a day across processes. */
  retention?: RetentionJob;
  seed: SeedResult;
  /** Published content changed in any process (LISTEN/NOTIFY); the store already follows it. */
  changes: ContentChangeFeed;
  /** Runs due publish/unpublish schedules (processes with background tasks). */
  scheduler?: ScheduleRunner;
  /** The key preview links are signed with (`PREVIEW_SECRET`, else shared in the database). */
  previewSecret(): Promise<string>;
  /**
   * Stops the background tasks and closes the database. With `graceMs`, deliveries still being
   * sent after that long are aborted and their claims released for another process.
   */
  close(options?: { graceMs?: number }): Promise<void>;
}

export function readGeoRanges(contentDir: string): GeoRange[] {
  const file = path.join(contentDir, 'geolocation', 'ranges.json');
  if (!existsSync(file)) return [];
  return z.parse(geolocationRangeSchema, JSON.parse(readFileSync(file, 'utf8')));
}

/**
 * Where leads' file bytes are: the configured store, plus (with the database store) the folder
 * of files uploaded before the database held them, so erasure and retention remove those too.
 */
export function leadFileStores(config: ApiConfig, files: FileStore) {
  return {
    files,
    ...(files.kind === 'database' ? { legacyFiles: diskFileStore(config.uploadsDir) } : {}),
  };
}

/**
 * Opens the database (migrating it), validates the content folder and loads it into an empty
 * database, starts the outbox worker, and connects the limits' Redis (`REDIS_URL`: it waits up
 * to 2 s, then starts anyway and keeps reconnecting). Invalid content or configuration stops
 * start-up with a message naming each problem. The idempotency-key sweeper runs in every
 * process that runs background tasks (`startWorker`), whether or not it delivers leads
 * (`OUTBOX_ENABLED`).
 */
export async function openApiRuntime(
  config: ApiConfig,
  options: {
    migrationsFolder: string;
    logger?: OutboxLogger;
    /** `false`: no background tasks at all (the outbox worker and the idempotency-key sweeper). */
    startWorker?: boolean;
    /** An already open database (tests); closed with the runtime. */
    database?: DatabaseHandle;
  },
): Promise<ApiRuntime> {
  const content = readContent(config.contentDir, contentKinds);
  // A podcast's length and a reading time are served as measured; the content's numbers were off.
  if (content.corrected.length)
    options.logger?.warn(
      { corrected: content.corrected.slice(0, 20), count: content.corrected.length },
      'content numbers measured instead of taken as written',
    );
  const geoRanges = readGeoRanges(config.contentDir);
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      migrationsFolder: options.migrationsFolder,
    }));
  // What to undo when a later step of the start-up fails.
  const undo: (() => Promise<void>)[] = [];
  try {
    const seed = await seedContent(database.db, content, 'if-empty');
    const store = new ContentStore(database.db, config.contentCacheMs);
    // A publish in any process drops this process's content lists at once (issue 43, point 7).
    const changes = listenContentChanges(database, { logger: options.logger });
    undo.push(() => changes.close());
    changes.subscribe(() => store.invalidate());
    // Listening before the first request, unless the database takes longer than 2 s to answer.
    let waited: NodeJS.Timeout | undefined;
    await Promise.race([
      changes.ready,
      new Promise((resolve) => (waited = setTimeout(resolve, 2_000))),
    ]).finally(() => clearTimeout(waited));
    const scheduler =
      options.startWorker !== false
        ? createScheduleRunner({
            db: database.db,
            actions: editorialScheduleActions(notifyContentChanged),
            pollMs: config.preview.schedulePollMs,
            logger: options.logger,
          })
        : undefined;
    scheduler?.start();
    if (scheduler) undo.push(() => scheduler.stop());
    let secret: Promise<string> | undefined;
    const previewSecret = () => {
      secret ??= loadPreviewSecret(database.db, config.preview.secret).catch((error: unknown) => {
        secret = undefined;
        throw error;
      });
      return secret;
    };
    const worker =
      config.outboxEnabled && options.startWorker !== false
        ? createOutboxWorker({ db: database.db, config: config.outbox, logger: options.logger })
        : undefined;
    worker?.start();
    const sweeper =
      options.startWorker !== false
        ? createIdempotencySweeper({
            db: database.db,
            ttlMs: config.outbox.idempotencyTtlMs,
            logger: options.logger,
          })
        : undefined;
    sweeper?.start();
    const files =
      config.fileStore === 'disk'
        ? diskFileStore(config.uploadsDir)
        : config.fileStore === 's3' && config.s3
          ? s3FileStore(config.s3)
          : databaseFileStore(database.db, { legacyDir: config.uploadsDir });
    const { retentionNow } = config.privacy;
    const retention =
      options.startWorker !== false
        ? createRetentionJob({
            db: database.db,
            ...leadFileStores(config, files),
            leadDays: config.privacy.leadRetentionDays,
            consentDays: config.privacy.consentRetentionDays,
            ...(retentionNow ? { now: () => retentionNow } : {}),
            logger: options.logger,
          })
        : undefined;
    retention?.start();
    const limitStores = await openLimitStores(config.limits);
    let closing: Promise<void> | undefined;
    return {
      config,
      database,
      store,
      geoRanges,
      files,
      limitStores,
      worker,
      sweeper,
      retention,
      seed,
      changes,
      scheduler,
      previewSecret,
      close(closeOptions = {}) {
        closing ??= (async () => {
          await Promise.all([
            worker?.stop(closeOptions),
            sweeper?.stop(),
            retention?.stop(),
            scheduler?.stop(),
            limitStores.close(),
          ]);
          await changes.close();
          await database.close();
        })();
        return closing;
      },
    };
  } catch (error) {
    for (const step of undo) await step();
    await database.close();
    throw error;
  }
}
