import { contentSiteOf } from './content-sites';

describe('contentSiteOf', () => {
  it('gives asia what only the asia page shows: its banner, the Almaty office, its SEO', () => {
    expect(contentSiteOf('banners', { code: 'asia' })).toBe('asia');
    expect(contentSiteOf('offices', { code: 'almaty' })).toBe('asia');
    expect(contentSiteOf('seo', { code: 'asia:/', site: 'asia', path: '/' })).toBe('asia');
  });

  it('gives the course landings their programme and speakers', () => {
    expect(contentSiteOf('courseProgram', { code: 'machine' })).toBe('machine');
    expect(contentSiteOf('courseSpeakers', { id: 6, course: 'mount' })).toBe('mount');
  });

  it('gives everything else, shared content included, to main', () => {
    expect(contentSiteOf('banners', { code: 'index' })).toBe('main');
    expect(contentSiteOf('products', { code: 'dispatcher' })).toBe('main');
    expect(contentSiteOf('cases', { code: 'kazakh-copper-dispatching' })).toBe('main');
    expect(contentSiteOf('offices', { code: 'moscow' })).toBe('main');
    expect(contentSiteOf('seo', { code: 'x', site: 'nowhere' })).toBe('main');
    expect(contentSiteOf('banners', { code: 'constructor' })).toBe('main');
  });
});
