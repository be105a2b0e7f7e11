import { addActiveUser } from '@corp/api/accounts';
import type { DatabaseHandle } from '@corp/api/db';
import { auditLog, diskFileStore, leads, recordAudit } from '@corp/api/db';
import { openTestDatabase } from '@corp/api/db/testing';
import { desc, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { adminApi } from './admin-api';

const SCRYPT = { ln: 10, r: 8, p: 1 };
const PASSWORD = 'correct horse battery';
const json = { 'content-type': 'application/json' };

describe(`the admin API: roles, audit log (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let handle: DatabaseHandle;
  let uploadsDir: string;
  let app: ReturnType<typeof Fastify>;

  const signIn = async (login: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/admin/api/session',
      headers: json,
      payload: { login, password: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const token = /corp_admin=([^;]+)/.exec(String(response.headers['set-cookie']))?.[1];
    return { cookie: `corp_admin=${token}`, 'x-csrf-token': response.json().csrfToken as string };
  };
  const basic = (login: string, password = PASSWORD) => ({
    authorization: `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`,
  });

  beforeAll(async () => {
    handle = await openTestDatabase();
    uploadsDir = mkdtempSync(path.join(tmpdir(), 'admin-api-'));
    for (const [login, role] of [
      ['boss', 'admin'],
      ['ed', 'editor'],
      ['sam', 'sales'],
    ] as const)
      await addActiveUser(
        handle.db,
        { login, password: PASSWORD, role, sites: ['main'], locales: ['en'] },
        { scrypt: SCRYPT },
      );
    await handle.db.insert(leads).values({
      id: '00000000-0000-4000-8000-0000000000c1',
      type: 'subscribe',
      locale: 'en',
      email: 'sub@example.com',
      fields: { email: 'sub@example.com' },
    });
    app = Fastify();
    await app.register(adminApi, {
      prefix: '/admin/api',
      db: handle.db,
      files: diskFileStore(uploadsDir),
      scrypt: SCRYPT,
      csvPageSize: 2,
      now: () => new Date('2026-11-20T10:00:00Z'),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  });

  const exportsUrls = ['leads.csv', 'leads.xlsx', 'consents.csv', 'consents.xlsx'];

  it('keeps users, the audit log and the exports from editors (403)', async () => {
    const ed = await signIn('ed');
    for (const url of ['users', 'audit', 'audit.csv', 'leads/summary', ...exportsUrls]) {
      const response = await app.inject({ url: `/admin/api/${url}`, headers: ed });
      expect([url, response.statusCode]).toEqual([url, 403]);
      expect(response.json().code).toBe('forbidden');
    }
    // Nor with basic auth.
    expect(
      (await app.inject({ url: '/admin/api/leads.csv', headers: basic('ed') })).statusCode,
    ).toBe(403);
  });

  it('lets sales download the exports, signed in or with basic auth, but not see users or the audit log', async () => {
    const sam = await signIn('sam');
    for (const url of [...exportsUrls, 'leads/summary']) {
      expect((await app.inject({ url: `/admin/api/${url}`, headers: sam })).statusCode).toBe(200);
    }
    expect(
      (await app.inject({ url: '/admin/api/leads.csv', headers: basic('sam') })).statusCode,
    ).toBe(200);
    for (const url of ['users', 'audit', 'audit.csv'])
      expect((await app.inject({ url: `/admin/api/${url}`, headers: sam })).statusCode).toBe(403);
  });

  it('logs every export with who, which and its row count', async () => {
    await app.inject({ url: '/admin/api/leads.csv', headers: basic('sam') });
    const [entry] = await handle.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({
      action: 'export',
      actorLogin: 'sam',
      targetId: 'leads.csv',
      details: { export: 'leads.csv', rows: 1 },
    });
    expect(JSON.stringify(entry)).not.toContain('sub@example.com');
  });

  it('logs a wrong basic-auth password as a failed sign-in, never the password', async () => {
    const response = await app.inject({
      url: '/admin/api/leads.csv',
      headers: basic('sam', 'guess-guess-1'),
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBeUndefined();
    const [entry] = await handle.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ action: 'sign-in-failed', actorLogin: 'sam' });
    expect(JSON.stringify(entry)).not.toContain('guess');
  });

  describe('GET /admin/api/audit', () => {
    beforeAll(async () => {
      await handle.db.execute(sql`delete from audit_log`);
      for (let i = 0; i < 5; i += 1)
        await recordAudit(handle.db, {
          actor: { id: null, login: i % 2 ? 'ed' : 'system' },
          action: i % 2 ? 'content.save' : 'content.publish',
          targetType: 'content',
          targetId: `events/e${i}`,
        });
      await handle.db.execute(
        sql`update audit_log set at = ('2026-11-0' || (id - (select min(id) from audit_log) + 1)::text || 'T12:00:00Z')::timestamptz`,
      );
    });

    it('lists newest first, a page at a time (before=<id>, limit)', async () => {
      const boss = await signIn('boss');
      await handle.db.execute(sql`delete from audit_log where action = 'sign-in'`);
      const first = (await app.inject({ url: '/admin/api/audit?limit=2', headers: boss })).json();
      expect(first.data.map((e: { targetId: string }) => e.targetId)).toEqual([
        'events/e4',
        'events/e3',
      ]);
      expect(first.next).toBe(first.data[1].id);
      const second = (
        await app.inject({ url: `/admin/api/audit?limit=2&before=${first.next}`, headers: boss })
      ).json();
      expect(second.data.map((e: { targetId: string }) => e.targetId)).toEqual([
        'events/e2',
        'events/e1',
      ]);
      const third = (
        await app.inject({ url: `/admin/api/audit?limit=2&before=${second.next}`, headers: boss })
      ).json();
      expect(third).toEqual({
        data: [expect.objectContaining({ targetId: 'events/e0', actorLogin: 'system' })],
      });
    });

    it('filters by actor, action and time', async () => {
      const boss = await signIn('boss');
      const get = async (query: string) =>
        (await app.inject({ url: `/admin/api/audit?${query}`, headers: boss }))
          .json()
          .data.map((e: { targetId: string }) => e.targetId);
      expect(await get('actor=ed')).toEqual(['events/e3', 'events/e1']);
      expect(await get('action=content.publish')).toEqual(['events/e4', 'events/e2', 'events/e0']);
      expect(
        await get('action=content.publish&from=2026-11-02T00:00:00Z&to=2026-11-05T00:00:00Z'),
      ).toEqual(['events/e2']);
    });

    it('refuses a bad filter, naming it', async () => {
      const boss = await signIn('boss');
      for (const [query, field] of [
        ['limit=201', 'limit'],
        ['before=x', 'before'],
        ['from=yesterday', 'from'],
        ['colour=red', 'colour'],
      ]) {
        const response = await app.inject({ url: `/admin/api/audit?${query}`, headers: boss });
        expect(response.statusCode).toBe(400);
        expect(Object.keys(response.json().fields)).toEqual([field]);
      }
    });

    it('downloads the same filter as CSV, streamed, and logs that export', async () => {
      const boss = await signIn('boss');
      const response = await app.inject({
        url: '/admin/api/audit.csv?action=content.publish',
        headers: boss,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="audit-2026-11-20.csv"',
      );
      const lines: string[] = response.payload
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines[0]).toBe('id,at,actor,action,target_type,target_id,details,ip');
      expect(lines.slice(1).map((line) => line.split(',')[5])).toEqual([
        'events/e4',
        'events/e2',
        'events/e0',
      ]);
      const [entry] = await handle.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
      expect(entry).toMatchObject({
        action: 'export',
        actorLogin: 'boss',
        details: { export: 'audit.csv', rows: 3 },
      });
    });
  });

  it('writes sign-ins, sign-outs and user changes to the log', async () => {
    const boss = await signIn('boss');
    const created = await app.inject({
      method: 'POST',
      url: '/admin/api/users',
      headers: boss,
      payload: {
        login: 'asia@corp.example',
        name: 'Asia team',
        role: 'editor',
        sites: ['asia'],
        locales: ['ru', 'kz'],
      },
    });
    expect(created.statusCode).toBe(201);
    await app.inject({ method: 'DELETE', url: '/admin/api/session', headers: boss });
    const actions = (
      await handle.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(3)
    ).map((e) => `${e.action}:${e.actorLogin}`);
    expect(actions).toEqual(['sign-out:boss', 'user.invite:boss', 'sign-in:boss']);
  });
});
