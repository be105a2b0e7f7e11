import type { SiteName } from '@corp/shared/contracts';
import { hostnameOf, parseHostPatterns } from './hosts';
import { routeTable } from './registered-table';
import type { RouteTable } from './route-table';

// Every site's hosts as the web server composes them: tools/jest/register-sites.ts registers the
// six definitions (libs/sites/*/definition) for every jest project.
const table = routeTable() as RouteTable<SiteName>;
const { compileHostRules, defaultHostPatterns, localHosts, siteHostHints, siteNames } = table;

describe('hostnameOf', () => {
  it.each([
    ['localhost:3000', 'localhost'],
    ['Asia.LocalHost:3000', 'asia.localhost'],
    ['[::1]:3000', '::1'],
    ['example.com.', 'example.com'],
    [undefined, ''],
  ])('%p → %p', (header, expected) => {
    expect(hostnameOf(header)).toBe(expected);
  });
});

describe('siteForHost with the local defaults', () => {
  const siteForHost = compileHostRules(defaultHostPatterns);

  it.each([
    ['localhost:3000', 'main'],
    ['127.0.0.1:3000', 'main'],
    ['asia.localhost:3000', 'asia'],
    ['idp.localhost', 'idp'],
    ['techpod.localhost:3000', 'techpod'],
    ['digitalproduction.localhost:3000', 'machine'],
    ['proizvodstvo.localhost', 'machine'],
    ['digitalmining.localhost:3000', 'mount'],
  ])('%p is served by %p', (host, site) => {
    expect(siteForHost(host)).toBe(site);
  });

  it.each(siteNames)('serves %s on its local host', (site) => {
    expect(siteForHost(`${localHosts[site]}:3000`)).toBe(site);
  });

  it('serves no site for an unknown host', () => {
    expect(siteForHost('evil.example')).toBeNull();
    expect(siteForHost('')).toBeNull();
  });

  it.each([
    'asia.evil.com',
    'idp.evil.com:3000',
    'techpod.evil.com',
    'evil-techpod.com',
    'www.techpod.example',
    'digitalproduction.evil.com',
    'proizvodstvo.example',
    'digitalmining.evil.com',
    'localhost.evil.com',
    'asia.localhost.evil.com',
    'evil.localhost',
    'www.asia.localhost',
  ])('serves no site on %p, a name someone else can own (issue 41)', (host) => {
    expect(siteForHost(host)).toBeNull();
  });
});

describe('siteHostHints: what a public host name says about its site (spec §2.3)', () => {
  const siteOfHost = compileHostRules(siteHostHints);

  it.each([
    ['asia.example.kz', 'asia'],
    ['idp.example.ru', 'idp'],
    ['www.techpod.example', 'techpod'],
    ['proizvodstvo.example', 'machine'],
    ['www.digitalproduction.example:8080', 'machine'],
    ['digitalmining.example', 'mount'],
    ['localhost:3000', 'main'],
  ])('%p names %p', (host, site) => {
    expect(siteOfHost(host)).toBe(site);
  });
});

describe('configured host patterns', () => {
  it('lets configuration replace a site host', () => {
    const siteForHost = compileHostRules({
      ...defaultHostPatterns,
      main: parseHostPatterns('www.corp.example, corp.example'),
    });
    expect(siteForHost('corp.example')).toBe('main');
    expect(siteForHost('localhost')).toBeNull();
  });

  it('rejects a malformed pattern with a clear message', () => {
    expect(() => parseHostPatterns('corp.example/x')).toThrow(
      /Invalid host pattern "corp.example\/x"/,
    );
    expect(() => parseHostPatterns(' , ')).toThrow(/must not be empty/);
  });
});
