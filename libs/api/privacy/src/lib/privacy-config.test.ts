import { loadPrivacyConfig } from './privacy-config';

describe('retention configuration', () => {
  it('defaults to 730 days of leads and the consent cookie’s 1095 days plus 30', () => {
    expect(loadPrivacyConfig({})).toEqual({ leadRetentionDays: 730, consentRetentionDays: 1125 });
    expect(loadPrivacyConfig({ LEAD_RETENTION_DAYS: '', CONSENT_RETENTION_DAYS: ' ' })).toEqual({
      leadRetentionDays: 730,
      consentRetentionDays: 1125,
    });
  });

  it('takes the variables and the tests-only clock', () => {
    expect(
      loadPrivacyConfig({
        LEAD_RETENTION_DAYS: '365',
        CONSENT_RETENTION_DAYS: '400',
        RETENTION_NOW: '2031-05-02T03:00:00Z',
      }),
    ).toEqual({
      leadRetentionDays: 365,
      consentRetentionDays: 400,
      retentionNow: new Date('2031-05-02T03:00:00Z'),
    });
  });

  it('names every bad variable', () => {
    expect(() =>
      loadPrivacyConfig({
        LEAD_RETENTION_DAYS: '0',
        CONSENT_RETENTION_DAYS: 'two years',
        RETENTION_NOW: 'tomorrow',
      }),
    ).toThrow(
      /LEAD_RETENTION_DAYS: must be at least 1 day[\s\S]*CONSENT_RETENTION_DAYS: must be a whole number of days[\s\S]*RETENTION_NOW: must be an ISO 8601/,
    );
  });
});
