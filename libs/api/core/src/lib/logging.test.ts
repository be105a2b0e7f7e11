import { createLogger, serializeError, serializeRequest } from './logging';

describe('what the logs keep of an error and a request', () => {
  it("drops a failed query's parameters and the database's detail, keeps class and code", () => {
    const cause = Object.assign(
      new Error('new row for relation "leads" violates check constraint'),
      {
        code: '23514',
        detail: 'Failing row contains (anna@example.com, +7 912 345-67-89).',
      },
    );
    const error = Object.assign(
      new Error(
        'Failed query: insert into "leads" ("email") values ($1)\nparams: anna@example.com',
      ),
      { name: 'DrizzleQueryError', params: ['anna@example.com'], cause },
    );
    const logged = JSON.stringify(serializeError(error));
    expect(logged).not.toContain('anna@example.com');
    expect(logged).not.toContain('912');
    expect(serializeError(error)).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: insert into "leads" ("email") values ($1)',
      causes: [{ code: '23514' }],
    });
  });

  it('logs a request by id, method, path and host, without its address or query', () => {
    expect(
      serializeRequest({
        id: 'r1',
        method: 'GET',
        url: '/api/v1/geolocation/ip/?ip=1.2.3.4',
        headers: { host: 'localhost' },
      }),
    ).toEqual({ id: 'r1', method: 'GET', path: '/api/v1/geolocation/ip/', host: 'localhost' });
  });
});

describe("the background tasks' logger", () => {
  it("writes JSON lines at its level, with the error's class and no lead field", () => {
    const lines: string[] = [];
    const log = createLogger('warn', { write: (line) => void lines.push(line) }).child({
      task: 'outbox',
    });
    log.info({ leadId: 7 }, 'delivered');
    log.warn(
      {
        leadId: 7,
        lead: { email: 'anna@example.com', phone: '+79123456789' },
        err: Object.assign(new Error('connect ECONNREFUSED'), { name: 'FetchError' }),
      },
      'delivery failed',
    );
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] ?? '{}');
    expect(entry).toMatchObject({ task: 'outbox', leadId: 7, msg: 'delivery failed' });
    expect(entry.err.type).toBe('FetchError');
    expect(lines[0]).not.toContain('anna@example.com');
    expect(lines[0]).not.toContain('9123456789');
  });

  it('writes nothing when silent', () => {
    const lines: string[] = [];
    createLogger('silent', { write: (line) => void lines.push(line) }).error(
      { leadId: 1 },
      'dead-lettered',
    );
    expect(lines).toEqual([]);
  });
});
