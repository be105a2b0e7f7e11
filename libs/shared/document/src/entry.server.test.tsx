/**
 * @jest-environment node
 */
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { handleError } from './entry.server';

describe('handleError (server log)', () => {
  let log: jest.SpyInstance;
  beforeEach(() => {
    log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => log.mockRestore());

  const request = () => new Request('http://localhost/some/page/');

  it('does not log an unknown URL (404)', () => {
    handleError(new ErrorResponse(404, 'Not Found', new Error('No route matches URL')), {
      request: request(),
    });
    expect(log).not.toHaveBeenCalled();
  });

  it('logs a failing loader and a route error other than 404', () => {
    const failure = new Error('database down');
    handleError(failure, { request: request() });
    const inner = new Error('bad gateway');
    handleError(new ErrorResponse(502, 'Bad Gateway', inner, true), { request: request() });
    expect(log.mock.calls).toEqual([[failure], [inner]]);
  });

  it('does not log a request the visitor abandoned', () => {
    const controller = new AbortController();
    controller.abort();
    handleError(new Error('aborted render'), {
      request: new Request('http://localhost/', { signal: controller.signal }),
    });
    expect(log).not.toHaveBeenCalled();
  });
});
