import { serializeError, serializeRequest } from './logging';

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
