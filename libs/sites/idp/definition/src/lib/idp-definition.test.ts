import { createRouteTable, marketingIndustryId, marketingPageId } from '@corp/shared/routing';
import { idpDefinition } from './idp-definition';

const table = createRouteTable([idpDefinition]);

describe('the idp site’s rows (§2.3, §2.5)', () => {
  it('renders its page at / and asks the API in Russian', () => {
    expect(
      table.resolveRoute(
        { host: 'idp.localhost', path: '/', search: '', cookies: {} },
        { siteForHost: table.compileHostRules(table.defaultHostPatterns) },
      ),
    ).toMatchObject({ kind: 'render', site: 'idp', locale: 'en', apiLocale: 'ru' });
  });
});

describe('the idp site’s marketing page id (spec §7)', () => {
  it('is idp.home, and the digital industrial platform is oil and gas (spec §3, §4)', () => {
    expect(marketingPageId(idpDefinition, 'index')).toBe('idp.home');
    expect(marketingIndustryId(idpDefinition, 'index')).toBe(2);
  });
});
