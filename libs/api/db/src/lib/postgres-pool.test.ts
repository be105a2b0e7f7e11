import net from 'node:net';
import type { AddressInfo, Socket } from 'node:net';
import pg from 'pg';
import { DatabaseUnavailableError, GuardedPool, isConnectionLoss } from './postgres-pool';

/** A TCP server that accepts connections and never answers: a database host that hangs. */
async function silentServer() {
  const sockets = new Set<Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.resume();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A port nothing listens on (connection refused). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('GuardedPool', () => {
  it('fails a query with a 503 DatabaseUnavailableError when the server never answers', async () => {
    const silent = await silentServer();
    const pool = new GuardedPool({
      host: '127.0.0.1',
      port: silent.port,
      user: 'postgres',
      connectionTimeoutMillis: 300,
      max: 2,
    });
    try {
      const failures = await Promise.all(
        // More than the pool holds: the ones waiting for a connection fail too.
        Array.from({ length: 4 }, () => pool.query('select 1').catch((error: unknown) => error)),
      );
      for (const failure of failures) {
        expect(failure).toBeInstanceOf(DatabaseUnavailableError);
        expect(failure).toMatchObject({ statusCode: 503 });
      }
      await expect(pool.connect()).rejects.toBeInstanceOf(DatabaseUnavailableError);
      // pg's pool drops a timed-out client on its own next tick; a busy machine may answer the
      // rejection first. No connection is left behind once it has.
      for (let wait = 0; wait < 100 && pool.totalCount > 0; wait += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(pool.totalCount).toBe(0);
    } finally {
      await pool.end();
      await silent.close();
    }
  }, 30_000);

  it('fails with a 503 when the connection is refused', async () => {
    const pool = new GuardedPool({ host: '127.0.0.1', port: await closedPort(), user: 'postgres' });
    try {
      await expect(pool.query('select 1')).rejects.toBeInstanceOf(DatabaseUnavailableError);
    } finally {
      await pool.end();
    }
  });
});

describe('isConnectionLoss', () => {
  const serverError = (code: string, severity: string) =>
    Object.assign(new pg.DatabaseError('message', 0, 'error'), { code, severity });

  it('tells a lost connection from a statement the server refused', () => {
    expect(isConnectionLoss(serverError('57P01', 'FATAL'))).toBe(true); // pg_terminate_backend
    expect(isConnectionLoss(serverError('57P03', 'FATAL'))).toBe(true); // starting up
    expect(isConnectionLoss(serverError('08006', 'ERROR'))).toBe(true);
    expect(isConnectionLoss(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLoss(new Error('Query read timeout'))).toBe(true);
    expect(isConnectionLoss(Object.assign(new Error('read'), { code: 'ECONNRESET' }))).toBe(true);

    expect(isConnectionLoss(serverError('23505', 'ERROR'))).toBe(false); // unique violation
    expect(isConnectionLoss(serverError('57014', 'ERROR'))).toBe(false); // statement timeout
    expect(isConnectionLoss(new Error('boom'))).toBe(false);
    expect(isConnectionLoss(undefined)).toBe(false);
  });
});
