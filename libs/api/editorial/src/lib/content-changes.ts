import type { Database } from '@corp/api/db';
import { sql } from 'drizzle-orm';

/** The PostgreSQL channel every process LISTENs on for published content. */
export const CONTENT_CHANNEL = 'content_changed';

/** One item whose published copy changed, or `all` (a listener that lost its connection). */
export type ContentChange = { kind: string; key: string } | { all: true };

type Executor = Pick<Database, 'execute'>;

/**
 * Tells every process that an item's published copy changed. Call it inside the transaction
 * that changes it: PostgreSQL (and PGlite) deliver the notification when that transaction
 * commits, and never when it rolls back, so no process drops its caches before the change can
 * be read, nor for a change that did not happen.
 */
export async function notifyContentChanged(
  tx: Executor,
  change: { kind: string; key: string | number },
): Promise<void> {
  const payload = JSON.stringify({ kind: change.kind, key: String(change.key) });
  await tx.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${payload})`);
}

/** A notification's payload as a change; anything unreadable counts as everything changed. */
export function parseContentChange(payload: string | undefined): ContentChange {
  try {
    const value = JSON.parse(payload ?? '') as { kind?: unknown; key?: unknown };
    if (typeof value.kind === 'string' && typeof value.key === 'string')
      return { kind: value.kind, key: value.key };
  } catch {
    // Not ours or cut short: drop everything, which is always correct.
  }
  return { all: true };
}

export type ContentChangeListener = (change: ContentChange) => void;

/** The changes this process hears about, from its own LISTEN connection (or PGlite). */
export interface ContentChangeFeed {
  /** Called for every change committed by any process; returns the unsubscribe. */
  subscribe(listener: ContentChangeListener): () => void;
  /** Resolves once the first LISTEN is in place (changes committed after it are heard). */
  ready: Promise<void>;
  close(): Promise<void>;
}

/** The subscribers of a feed; a listener that throws does not stop the others. */
export class ChangeListeners {
  private readonly listeners = new Set<ContentChangeListener>();

  subscribe(listener: ContentChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(change: ContentChange): void {
    for (const listener of this.listeners) {
      try {
        listener(change);
      } catch {
        // A cache that cannot drop has nothing to tell the database's connection.
      }
    }
  }
}

/** A feed of changes that are told to it directly (tests, a process without a database). */
export function localContentChangeFeed(): ContentChangeFeed & {
  emit(change: ContentChange): void;
} {
  const listeners = new ChangeListeners();
  return {
    subscribe: (listener) => listeners.subscribe(listener),
    emit: (change) => listeners.emit(change),
    ready: Promise.resolve(),
    close: async () => undefined,
  };
}
