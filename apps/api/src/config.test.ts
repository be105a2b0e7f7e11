import { loadApiConfig } from './config';

describe('loadApiConfig', () => {
  it('has local defaults', () => {
    expect(loadApiConfig({})).toEqual({ API_PORT: 3333, HOST: 'localhost', LOG_LEVEL: 'info' });
  });

  it('names every invalid variable', () => {
    expect(() => loadApiConfig({ API_PORT: 'eighty', LOG_LEVEL: 'loud' })).toThrow(
      /Invalid API configuration:\n {2}API_PORT: .*\n {2}LOG_LEVEL: /,
    );
  });
});
