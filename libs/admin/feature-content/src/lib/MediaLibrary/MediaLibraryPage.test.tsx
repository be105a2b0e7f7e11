import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { SessionUser } from '@corp/admin/data-access';
import { fakeAssets } from '../testing/fake-services';
import { assetDetail } from '../testing/fixtures-more';
import { installFakeXhr } from '../testing/fake-xhr';
import { renderPage } from '@corp/admin/feature-shell/testing';
import { MediaLibraryPage } from './MediaLibraryPage';

const API = 'http://localhost/admin/api';
const editor: SessionUser = {
  id: 'u2',
  login: 'ed',
  name: 'Ed',
  role: 'editor',
  sites: ['main'],
  locales: ['en'],
};

const server = setupServer(
  http.get(`${API}/media`, () => HttpResponse.json({ data: fakeAssets, total: 2 })),
  http.get(`${API}/media/a1`, () => HttpResponse.json(assetDetail)),
  http.get(`${API}/media/b2`, () => HttpResponse.json({ ...fakeAssets[1], usedBy: [] })),
  http.delete(`${API}/media/b2`, () => new HttpResponse(null, { status: 204 })),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('MediaLibraryPage', () => {
  it('uploads chosen files with the alt text and says how each went', async () => {
    const user = userEvent.setup({ applyAccept: false });
    // Uploads go through XMLHttpRequest for their progress; the server's answers are stood in.
    const xhr = installFakeXhr(({ body }) => {
      const file = body.get('file') as File;
      return file.name.endsWith('.txt')
        ? {
            status: 415,
            body: { code: 'unsupported_media_type', message: 'Only images, PDF and video' },
          }
        : { status: 201, body: { ...fakeAssets[0], originalName: file.name } };
    });
    renderPage('/media', '/media', <MediaLibraryPage />, editor);
    await user.type(
      screen.getByRole('textbox', { name: 'Alternative text for the uploads' }),
      'Stand',
    );
    await user.upload(screen.getByLabelText('Choose files'), [
      new File(['jpeg bytes'], 'stand.jpg', { type: 'image/jpeg' }),
      new File(['text'], 'notes.txt', { type: 'text/plain' }),
    ]);
    expect(await screen.findByText('stand.jpg uploaded.')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'notes.txt: Only images, PDF and video',
    );
    expect(
      xhr.sent.map(({ method, url, headers, body }) => ({
        method,
        url,
        csrf: headers['x-csrf-token'],
        alt: body.get('alt'),
        name: (body.get('file') as File).name,
      })),
    ).toEqual([
      { method: 'POST', url: '/admin/api/media', csrf: 'csrf-1', alt: 'Stand', name: 'stand.jpg' },
      { method: 'POST', url: '/admin/api/media', csrf: 'csrf-1', alt: 'Stand', name: 'notes.txt' },
    ]);
    xhr.restore();
  });

  it('shows where a file is used and refuses to delete it; deletes an unused one', async () => {
    const user = userEvent.setup();
    renderPage('/media', '/media', <MediaLibraryPage />, editor);
    await user.click(await screen.findByRole('button', { name: 'hall.jpg' }));
    const detail = await screen.findByRole('region', { name: 'hall.jpg' });
    expect(
      within(detail).getByRole('link', { name: 'Events: partner-day-2027' }),
    ).toBeInTheDocument();
    expect(within(detail).getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(within(detail).getByRole('link', { name: 'desktop2x' })).toHaveAttribute(
      'href',
      '/uploads/a1/desktop2x.jpg',
    );

    await user.click(screen.getByRole('button', { name: 'stand.png' }));
    const unused = await screen.findByRole('region', { name: 'stand.png' });
    expect(within(unused).getByText('Not used in any content.')).toBeInTheDocument();
    await user.click(within(unused).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('stand.png deleted.')).toBeInTheDocument();
  });
});
