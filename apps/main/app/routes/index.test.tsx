import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import Home, { meta } from './index';

describe('main home route', () => {
  it('renders the page heading', async () => {
    const Stub = createRoutesStub([{ path: '/', Component: Home, HydrateFallback: () => null }]);
    render(<Stub initialEntries={['/']} />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Digital solutions that make heavy industry more efficient',
    );
  });

  it('speaks Russian at /ru/', async () => {
    const Stub = createRoutesStub([{ path: '/ru', Component: Home, HydrateFallback: () => null }]);
    render(<Stub initialEntries={['/ru']} />);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toMatch(/[А-Яа-яЁё]/);
  });

  it('gives the page a title and a description', () => {
    const tags = meta({ location: { pathname: '/' } } as Parameters<typeof meta>[0]) ?? [];
    expect(tags).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ title: expect.any(String) }),
        expect.objectContaining({ name: 'description', content: expect.any(String) }),
      ]),
    );
  });
});
