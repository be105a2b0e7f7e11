import { meta } from './home';

describe('idp home route', () => {
  it('gives the page the title, description and language its loader found', () => {
    const seo = {
      title: 'Цифровая промышленная платформа',
      description: 'Покажем платформу на ваших данных.',
      canonical: 'http://idp.localhost/',
      alternates: [],
      lang: 'ru',
    };
    const tags = meta({ loaderData: { seo } } as unknown as Parameters<typeof meta>[0]) ?? [];
    expect(tags).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ title: seo.title }),
        expect.objectContaining({ name: 'description', content: seo.description }),
      ]),
    );
  });
});
