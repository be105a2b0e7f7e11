import { openSideConnection, openTestDatabase } from '@corp/api/db/testing';
import type { DatabaseHandle } from '@corp/api/db';
import { notifyContentChanged } from './content-changes';
import type { ContentChange, ContentChangeFeed } from './content-changes';
import { listenContentChanges } from './content-changes-listener';

const onPostgres = process.env.TEST_DATABASE_URL ? it : it.skip;

/** Resolves with the first change `feed` hears that matches. */
const heard = (feed: ContentChangeFeed, match: (change: ContentChange) => boolean) =>
  new Promise<ContentChange>((resolve) => {
    const stop = feed.subscribe((change) => {
      if (!match(change)) return;
      stop();
      resolve(change);
    });
  });

describe('content change notifications', () => {
  let handle: DatabaseHandle;
  let feed: ContentChangeFeed;

  beforeAll(async () => {
    handle = await openTestDatabase(process.env, { onConnectionError: () => undefined });
    feed = listenContentChanges(handle, { minBackoffMs: 20, maxBackoffMs: 200 });
    await feed.ready;
  }, 60_000);
  afterAll(async () => {
    await feed?.close();
    await handle?.close();
  });

  it('are heard once the transaction commits, with the item', async () => {
    const changes: ContentChange[] = [];
    const stop = feed.subscribe((change) => changes.push(change));
    const arrived = heard(feed, (change) => 'kind' in change && change.key === 'one');
    await handle.db.transaction(async (tx) => {
      await notifyContentChanged(tx, { kind: 'events', key: 'one' });
      // Not before the commit.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(changes).toEqual([]);
    });
    expect(await arrived).toEqual({ kind: 'events', key: 'one' });
    stop();
  });

  it('are not sent for a transaction that rolls back', async () => {
    const changes: ContentChange[] = [];
    const stop = feed.subscribe((change) => changes.push(change));
    await expect(
      handle.db.transaction(async (tx) => {
        await notifyContentChanged(tx, { kind: 'events', key: 'rolled-back' });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    const after = heard(feed, (change) => 'kind' in change && change.key === 'after');
    await handle.db.transaction((tx) => notifyContentChanged(tx, { kind: 'news', key: 'after' }));
    await after;
    expect(changes).toEqual([{ kind: 'news', key: 'after' }]);
    stop();
  });

  onPostgres(
    'still arrive after the listening connection was dropped, with everything marked changed',
    async () => {
      const side = await openSideConnection(handle);
      try {
        const everything = heard(feed, (change) => 'all' in change);
        await side.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
           where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen%'`,
        );
        expect(await everything).toEqual({ all: true });
        const arrived = heard(feed, (change) => 'kind' in change && change.key === 'later');
        await handle.db.transaction((tx) =>
          notifyContentChanged(tx, { kind: 'events', key: 'later' }),
        );
        expect(await arrived).toEqual({ kind: 'events', key: 'later' });
      } finally {
        await side.end();
      }
    },
    20_000,
  );
});
