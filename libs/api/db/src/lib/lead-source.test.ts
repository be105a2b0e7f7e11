import { leadSource } from './lead-source';

describe('leadSource', () => {
  it.each([
    ['contact', 'footer/form'],
    ['request', 'modal/form'],
    ['news', 'modal/form'],
    ['event', 'modal/form'],
    ['brochure', 'modal/form'],
    ['brochure-ext', 'modal/form'],
    ['brochure-popup', 'modal/form'],
    ['demo', 'modal/form'],
    ['webinar-popup', 'modal/form'],
    ['resume', 'modal/form'],
    ['subscribe', 'modal/form'],
  ])('a %s lead comes from %s', (type, source) => {
    expect(leadSource(type)).toBe(source);
  });
});
