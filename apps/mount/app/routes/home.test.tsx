import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import Home, { meta } from './home';

describe('mount home route', () => {
  it('renders the page heading', async () => {
    const Stub = createRoutesStub([{ path: '/', Component: Home, HydrateFallback: () => null }]);
    render(<Stub initialEntries={['/']} />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Цифровой горный практикум',
    );
  });

  it('gives the page a title and a description', () => {
    const tags = meta({} as Parameters<typeof meta>[0]) ?? [];
    expect(tags).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ title: expect.any(String) }),
        expect.objectContaining({ name: 'description', content: expect.any(String) }),
      ]),
    );
  });
});
