import { RouterContextProvider } from 'react-router';
import type { Route } from './+types/contacts-city';
import { apiAccessContext } from '@corp/shared/document';
import { loader } from './contacts-city';

const perm = {
  code: 'perm',
  city: 'Perm',
  title: 'Perm development centre',
  address: '15 Lenina Street, Perm 614000',
  phone: '+7 342 259-40-15',
  email: 'perm@ferrum-digital.example',
  workingHours: 'Mon–Fri 9:00–18:00',
  coordinates: { lat: 58.01, lng: 56.25 },
  isHeadOffice: false,
  description: 'Product development for mining and the industrial IoT platform.',
  initialLocale: 'en',
};

function fakeApi() {
  const context = new RouterContextProvider();
  context.set(apiAccessContext, {
    baseUrl: 'http://api.test/api/v1',
    fetch: async (input, init) => {
      const { pathname } = new URL(new Request(input, init).url);
      if (pathname === '/api/v1/offices/perm/') return Response.json({ data: perm });
      if (pathname === '/api/v1/offices/') return Response.json({ data: [perm] });
      return Response.json({ code: 'not_found', message: 'Not found' }, { status: 404 });
    },
  });
  return context;
}

const args = (path: string, city: string) =>
  ({
    request: new Request(`http://site.test${path}`),
    context: fakeApi(),
    params: { city },
  }) as unknown as Route.LoaderArgs;

describe('contact city route', () => {
  it('loads the office of the city in the path, titled after it', async () => {
    const data = await loader(args('/contacts/perm/', 'perm'));
    expect(data.office.title).toBe('Perm development centre');
    expect(data.offices).toHaveLength(1);
    expect(data.seo.title).toBe('Perm development centre');
    expect(data.seo.description).toBe(perm.description);
  });

  it('answers an unknown city with the 404 page', async () => {
    await expect(loader(args('/contacts/atlantis/', 'atlantis'))).rejects.toMatchObject({
      init: { status: 404 },
    });
  });
});
