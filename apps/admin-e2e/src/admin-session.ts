import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { FIRST_ORIGIN } from './ports';

/** Signs in through the admin's sign-in form and waits for the dashboard. */
export async function signIn(page: Page, login: string, password: string) {
  await page.goto(`${FIRST_ORIGIN}/admin/`);
  await expect(page).toHaveURL(/\/admin\/sign-in/);
  await page.getByRole('textbox', { name: 'Login', exact: true }).fill(login);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}

/** The admin API as a signed-in browser calls it: its cookie, and this header on changes. */
export async function csrfHeaders(request: APIRequestContext) {
  const session = await request.get(`${FIRST_ORIGIN}/admin/api/session`);
  expect(session.status()).toBe(200);
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  return { 'x-csrf-token': csrfToken };
}

/** Signs `request` in through the API (its cookie jar keeps the session). */
export async function signInApi(request: APIRequestContext, login: string, password: string) {
  const response = await request.post(`${FIRST_ORIGIN}/admin/api/session`, {
    data: { login, password },
  });
  expect(response.status()).toBe(200);
}

/**
 * An administrator (signed in on `admin`) invites a user, who accepts on `invitee` with
 * `password`: `invitee` is then signed in as that user.
 */
export async function inviteAndAccept(
  admin: APIRequestContext,
  invitee: APIRequestContext,
  user: { login: string; name: string; role: 'admin' | 'editor' | 'sales' },
  scope: { sites: string[]; locales: string[] },
  password: string,
) {
  const invited = await admin.post(`${FIRST_ORIGIN}/admin/api/users`, {
    data: { ...user, ...scope },
    headers: await csrfHeaders(admin),
  });
  expect(invited.status()).toBe(201);
  const { inviteUrl } = (await invited.json()) as { inviteUrl: string };
  const token = inviteUrl.split('/').filter(Boolean).pop() ?? '';
  const accepted = await invitee.post(`${FIRST_ORIGIN}/admin/api/invites/${token}`, {
    data: { password },
  });
  expect(accepted.status()).toBe(200);
}
