import { cleanLeadsFilter, leadsExportUrl, leadsSearch } from './leads.api';
import { countOf, subjectExportUrl } from './privacy.api';

describe('the inbox filter in URLs', () => {
  it('keeps only the known, non-empty fields, trimmed', () => {
    expect(
      cleanLeadsFilter({ q: '  olga ', status: '', site: 'asia', before: 'x', evil: '1' }),
    ).toEqual({ q: 'olga', site: 'asia' });
  });

  it('exports the filtered view as CSV and Excel under /admin/api/leads/export', () => {
    const filter = { type: 'demo', q: 'a&b', unread: '1' };
    expect(leadsExportUrl('csv', filter)).toBe(
      '/admin/api/leads/export.csv?type=demo&q=a%26b&unread=1',
    );
    expect(leadsExportUrl('xlsx', {})).toBe('/admin/api/leads/export.xlsx');
  });

  it('adds the keyset cursor and page size to the list query', () => {
    expect(leadsSearch({ status: 'spam', before: 'c1', limit: 50 })).toBe(
      '?status=spam&before=c1&limit=50',
    );
  });
});

describe('the privacy helpers', () => {
  it('counts lists, numbers and {count}, nothing else', () => {
    expect(countOf([1, 2])).toBe(2);
    expect(countOf(3)).toBe(3);
    expect(countOf({ count: 4 })).toBe(4);
    expect(countOf({ linkable: false })).toBe(0);
    expect(countOf(undefined)).toBe(0);
  });

  it('puts the address in the JSON export link encoded', () => {
    expect(subjectExportUrl('a+b@example.com')).toBe(
      '/admin/api/privacy/subject/export?email=a%2Bb%40example.com',
    );
  });
});
