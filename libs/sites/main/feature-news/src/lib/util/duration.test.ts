import { episodeLength, isoDuration } from './duration';

const texts: Record<string, string> = {
  'common.seconds': '{{count}} s',
  'common.minutes': '{{count}} min',
  'common.minutesSeconds': '{{minutes}} min {{seconds}} s',
};
const t = (key: string, options: Record<string, unknown> = {}) =>
  (texts[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name]));

describe('episodeLength', () => {
  it('writes seconds under a minute, minutes, or both', () => {
    expect(episodeLength(t, 33)).toBe('33 s');
    expect(episodeLength(t, 120)).toBe('2 min');
    expect(episodeLength(t, 72)).toBe('1 min 12 s');
  });

  it('gives the same length as an HTML duration', () => {
    expect(isoDuration(33)).toBe('PT33S');
    expect(isoDuration(120)).toBe('PT2M');
    expect(isoDuration(72)).toBe('PT1M12S');
    expect(isoDuration(0)).toBe('PT0S');
  });
});
