import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createRoutesStub } from 'react-router';
import { LANGUAGE_STORAGE_KEY } from '@corp/admin/feature-shell';
import App from './root';
import SignIn from './routes/sign-in';

const server = setupServer(
  http.get('http://localhost/admin/api/session', () =>
    HttpResponse.json({ code: 'no_users', message: 'No users yet' }, { status: 401 }),
  ),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => window.localStorage.clear());
afterAll(() => server.close());

describe('the admin document', () => {
  it('gives the pages the store and the texts, in the language the user chose', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ru');
    const Stub = createRoutesStub([
      { path: '/', Component: App, children: [{ path: 'sign-in', Component: SignIn }] },
    ]);
    render(<Stub initialEntries={['/sign-in']} />);
    expect(await screen.findByRole('heading', { name: 'Вход' })).toBeInTheDocument();
    // The session check's answer: no administrator exists yet.
    expect(await screen.findByRole('alert')).toHaveTextContent('Администратора ещё нет.');
    expect(document.documentElement.lang).toBe('ru');
    expect(document.title).toBe('Администрирование Ferrum Digital');
  });
});
