import { pick, withItemLocale } from './pick';

describe('pick', () => {
  const item = {
    code: 'flow',
    name: 'Flow',
    tag: undefined as { label: string } | undefined,
    text: ['A long body the card does not show.'],
  };

  it('keeps exactly the named fields', () => {
    expect(pick(item, ['code', 'name'])).toEqual({ code: 'flow', name: 'Flow' });
    expect(Object.keys(pick(item, ['name']))).toEqual(['name']);
  });

  it('leaves a missing field absent rather than undefined', () => {
    expect(Object.keys(pick(item, ['code', 'tag']))).toEqual(['code']);
  });

  it('keeps the served locale beside a card when asked to', () => {
    const toCard = (served: typeof item) => pick(served, ['code']);
    expect(withItemLocale(toCard)({ ...item, initialLocale: 'ru' })).toEqual({
      code: 'flow',
      initialLocale: 'ru',
    });
  });
});
