import { loadPreviewConfig } from './preview-config';

describe('preview configuration', () => {
  it('has defaults: a key from the database, an hour, a poll a second, no origins', () => {
    expect(loadPreviewConfig({})).toEqual({
      ttlMinutes: 60,
      siteOrigins: {},
      schedulePollMs: 1000,
    });
  });

  it('reads the key, the lifetime, the poll and each site origin', () => {
    expect(
      loadPreviewConfig({
        PREVIEW_SECRET: 'k'.repeat(32),
        PREVIEW_TTL_MINUTES: '15',
        SCHEDULE_POLL_MS: '250',
        SITE_ORIGIN_MAIN: 'https://www.example.com/',
        SITE_ORIGIN_ASIA: '',
      }),
    ).toEqual({
      secret: 'k'.repeat(32),
      ttlMinutes: 15,
      schedulePollMs: 250,
      siteOrigins: { main: 'https://www.example.com' },
    });
  });

  it('names every bad variable', () => {
    expect(() =>
      loadPreviewConfig({
        PREVIEW_SECRET: 'short',
        PREVIEW_TTL_MINUTES: '0',
        SITE_ORIGIN_IDP: 'ftp://idp.example.com',
      }),
    ).toThrow(
      /PREVIEW_SECRET: must be at least 32 characters[\s\S]*PREVIEW_TTL_MINUTES[\s\S]*SITE_ORIGIN_IDP/,
    );
  });
});
