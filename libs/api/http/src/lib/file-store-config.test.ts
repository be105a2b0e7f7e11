import { loadApiConfig } from './config';

const base = { DATA_DIR: 'memory' };

describe('FILE_STORE=s3', () => {
  it('reads the bucket from the S3_* variables', () => {
    const config = loadApiConfig({
      ...base,
      FILE_STORE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'media',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.fileStore).toBe('s3');
    expect(config.s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'media',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    });
  });

  it('names each missing variable and does not start', () => {
    expect(() => loadApiConfig({ ...base, FILE_STORE: 's3', S3_BUCKET: 'media' })).toThrow(
      /S3_ACCESS_KEY_ID: required with FILE_STORE=s3\n {2}S3_SECRET_ACCESS_KEY: required/,
    );
  });

  it('leaves the database store as the default', () => {
    expect(loadApiConfig(base)).toMatchObject({ fileStore: 'database' });
    expect(loadApiConfig(base).s3).toBeUndefined();
  });
});
