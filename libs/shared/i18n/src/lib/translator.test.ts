import { namespaceText } from './translator';

describe('namespaceText', () => {
  const text = namespaceText<'title' | 'lead'>('demo', {
    en: { title: 'Products', lead: 'For heavy industry' },
    ru: { title: 'Продукты' },
  });

  it('gives a feature’s text in the page’s locale with the hook’s fallbacks', () => {
    expect(text('ru', 'title')).toBe('Продукты');
    // kz → ru → en, de → en
    expect(text('kz', 'title')).toBe('Продукты');
    expect(text('kz', 'lead')).toBe('For heavy industry');
    expect(text('de', 'title')).toBe('Products');
    expect(text('en', 'lead')).toBe('For heavy industry');
  });

  it('interpolates options', () => {
    const count = namespaceText<'count'>('demo', { en: { count: '{{n}} products' } });
    expect(count('en', 'count', { n: 28 })).toBe('28 products');
  });
});
