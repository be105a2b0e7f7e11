import { loadAdminConfig } from './admin-config';

describe('loadAdminConfig', () => {
  it('is disabled when neither variable is set, or both are empty', () => {
    const defaults = { sessionIdleMinutes: 30, sessionHours: 12 };
    expect(loadAdminConfig({})).toEqual(defaults);
    expect(loadAdminConfig({ ADMIN_USER: '', ADMIN_PASSWORD: ' ' })).toEqual(defaults);
  });

  it('returns the credentials when both are set', () => {
    expect(
      loadAdminConfig({ ADMIN_USER: 'marketing', ADMIN_PASSWORD: 's3cret:with colon' }),
    ).toEqual({
      user: 'marketing',
      password: 's3cret:with colon',
      sessionIdleMinutes: 30,
      sessionHours: 12,
    });
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

  it('refuses a login with spaces', () => {
    expect(() => loadAdminConfig({ ADMIN_USER: 'a b', ADMIN_PASSWORD: 'secret' })).toThrow(
      /ADMIN_USER must be a name or an e-mail address/,
    );
  });

  it('reads the session lifetimes, and refuses nonsense', () => {
    expect(loadAdminConfig({ ADMIN_SESSION_IDLE_MINUTES: '5', ADMIN_SESSION_HOURS: '2' })).toEqual({
      sessionIdleMinutes: 5,
      sessionHours: 2,
    });
    expect(() => loadAdminConfig({ ADMIN_SESSION_IDLE_MINUTES: '0' })).toThrow(
      /ADMIN_SESSION_IDLE_MINUTES/,
    );
    expect(() => loadAdminConfig({ ADMIN_SESSION_HOURS: 'soon' })).toThrow(/ADMIN_SESSION_HOURS/);
  });
});
