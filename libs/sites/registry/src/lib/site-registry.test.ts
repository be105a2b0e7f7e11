import { siteNames } from '@corp/shared/contracts';
import { registerAllSites } from './site-registry';

describe('registerAllSites', () => {
  it('registers one definition per registered site name, in its order', () => {
    expect(registerAllSites().siteNames).toEqual([...siteNames]);
  });
});
