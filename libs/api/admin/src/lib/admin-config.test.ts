import { loadAdminConfig } from './admin-config';

describe('loadAdminConfig', () => {
  it('is disabled when neither variable is set, or both are empty', () => {
    expect(loadAdminConfig({})).toEqual({});
    expect(loadAdminConfig({ ADMIN_USER: '', ADMIN_PASSWORD: ' ' })).toEqual({});
  });

  it('returns the credentials when both are set', () => {
    expect(
      loadAdminConfig({ ADMIN_USER: 'marketing', ADMIN_PASSWORD: 's3cret:with colon' }),
    ).toEqual({ user: 'marketing', password: 's3cret:with colon' });
  });

  it('refuses a user without a password and a password without a user', () => {
    expect(() => loadAdminConfig({ ADMIN_USER: 'marketing' })).toThrow(
      'Invalid admin configuration: ADMIN_USER is set but ADMIN_PASSWORD is not: set both or neither',
    );
    expect(() => loadAdminConfig({ ADMIN_USER: 'marketing', ADMIN_PASSWORD: '' })).toThrow(
      /ADMIN_PASSWORD is not/,
    );
    expect(() => loadAdminConfig({ ADMIN_PASSWORD: 'secret' })).toThrow(
      'Invalid admin configuration: ADMIN_PASSWORD is set but ADMIN_USER is not: set both or neither',
    );
  });

  it('refuses a user name basic auth cannot carry', () => {
    expect(() => loadAdminConfig({ ADMIN_USER: 'a:b', ADMIN_PASSWORD: 'secret' })).toThrow(
      /ADMIN_USER must not contain ":"/,
    );
  });
});
