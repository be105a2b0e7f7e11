import { contentNow, contentNowSchema } from './content-clock';

describe('contentNow', () => {
  afterEach(() => {
    jest.useRealTimers();
    delete process.env['CONTENT_NOW'];
  });

  it('is the real time while CONTENT_NOW is unset, blank or invalid', () => {
    jest.useFakeTimers({ now: new Date('2031-05-01T10:00:00Z') });
    const real = new Date('2031-05-01T10:00:00Z');
    expect(contentNow({})).toEqual(real);
    expect(contentNow({ CONTENT_NOW: ' ' })).toEqual(real);
    expect(contentNow({ CONTENT_NOW: 'yesterday' })).toEqual(real);
    expect(contentNow()).toEqual(real);
  });

  it('is CONTENT_NOW when it is set, by default the process environment’s', () => {
    expect(contentNow({ CONTENT_NOW: '2026-11-20T12:00:00+03:00' })).toEqual(
      new Date('2026-11-20T09:00:00Z'),
    );
    process.env['CONTENT_NOW'] = '2026-11-20T09:00:00Z';
    expect(contentNow()).toEqual(new Date('2026-11-20T09:00:00Z'));
  });

  it('validates a date-time with its zone', () => {
    expect(contentNowSchema.safeParse(undefined)).toEqual({ success: true, data: undefined });
    for (const bad of [
      '2026-11-20',
      '2026-11-20T09:00:00',
      '2026-13-01T00:00:00Z',
      1_795_165_200_000,
    ]) {
      expect(contentNowSchema.safeParse(bad).success).toBe(false);
    }
  });
});
