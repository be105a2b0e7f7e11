import { expect, test } from '@playwright/test';
import type { Browser } from '@playwright/test';
import { csrfHeaders, signIn } from './admin-session';
import { ADMIN, FIRST_ORIGIN, SECOND_ORIGIN } from './ports';

/**
 * Issue 43 end to end: the first administrator invites an editor limited to the main site in en
 * and ru; the editor drafts an event, previews it on its pages, is refused a publish without the
 * Russian title, publishes, edits again, restores, schedules an unpublish; the other web process
 * (same PostgreSQL database) follows every publish; the audit log shows each step.
 */
test.use({ actionTimeout: 15_000 });

const run = Math.random().toString(36).slice(2, 8);
const code = `e2e-forum-${run}`;
const editor = { login: `editor-${run}`, name: `Editor ${run}`, password: `editor-pass-${run}-ok` };
const nameEn = `E2E Forum ${run}`;
const nameRu = `Форум E2E ${run}`;

/** What a visitor without any link gets at `path` on `origin`: the status and the page's text. */
async function visit(browser: Browser, origin: string, path: string) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const response = await page.goto(`${origin}${path}`);
    return { status: response?.status(), text: await page.locator('main').innerText() };
  } finally {
    await context.close();
  }
}

test('an editor drafts, previews, publishes, restores and schedules an event; both processes follow', async ({
  browser,
  page,
}) => {
  test.setTimeout(240_000);

  let inviteUrl = '';
  await test.step('the first administrator signs in and invites an editor (main; en, ru)', async () => {
    await signIn(page, ADMIN.login, ADMIN.password);
    await page.getByRole('link', { name: 'Users' }).click();
    const form = page.getByRole('form', { name: 'Invite a user' });
    await form.getByLabel('Login').fill(editor.login);
    await form.getByLabel('Name').fill(editor.name);
    await form.getByLabel('Role').selectOption('editor');
    await form.getByRole('checkbox', { name: 'main', exact: true }).check();
    await form.getByRole('checkbox', { name: 'en', exact: true }).check();
    await form.getByRole('checkbox', { name: 'ru', exact: true }).check();
    await form.getByRole('button', { name: 'Invite' }).click();
    const link = page.getByRole('textbox', { name: `Invitation link for ${editor.login}` });
    await expect(link).toHaveValue(/\/admin\/invite\//);
    inviteUrl = await link.inputValue();
  });

  const editorContext = await browser.newContext();
  const editorPage = await editorContext.newPage();
  await test.step('the editor accepts the invitation and sets a password', async () => {
    await editorPage.goto(new URL(inviteUrl, FIRST_ORIGIN).toString());
    await editorPage.getByLabel('New password').fill(editor.password);
    await editorPage.getByLabel('Repeat the password').fill(editor.password);
    await editorPage.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(editorPage.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
  });

  await test.step('the editor cannot open the Asia site’s content or the users', async () => {
    const api = editorContext.request;
    expect((await api.get(`${FIRST_ORIGIN}/admin/api/content/banners/asia`)).status()).toBe(403);
    expect((await api.get(`${FIRST_ORIGIN}/admin/api/users`)).status()).toBe(403);
    const banners = await api.get(`${FIRST_ORIGIN}/admin/api/content/banners?limit=100`);
    const keys = ((await banners.json()) as { data: { key: string }[] }).data.map((b) => b.key);
    expect(keys).not.toContain('asia');
    await editorPage.goto(`${FIRST_ORIGIN}/admin/content/banners/asia`);
    await expect(editorPage.getByText('You are not allowed to do this.')).toBeVisible();
    await editorPage.goto(`${FIRST_ORIGIN}/admin/users`);
    await expect(editorPage.getByText('You are not allowed to do this.')).toBeVisible();
  });

  await test.step('the editor creates the event and writes it in en and ru as drafts', async () => {
    await editorPage.goto(`${FIRST_ORIGIN}/admin/content/events`);
    await editorPage.getByRole('button', { name: 'New item' }).click();
    const dialog = editorPage.getByRole('dialog');
    await dialog.getByLabel(/^Key/).fill(code);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(editorPage).toHaveURL(new RegExp(`/admin/content/events/${code}$`));

    // The English copy: a whole event, as a long form would be filled, through the same API.
    const source = await editorContext.request.get(
      `${FIRST_ORIGIN}/admin/api/content/events/digital-mine-forum-2026`,
    );
    const sourceItem = (await source.json()) as {
      locales: Record<string, { published: Record<string, unknown> | null }>;
    };
    const en = { ...sourceItem.locales['en']?.published, code, name: nameEn, promo: false };
    const saved = await editorContext.request.put(
      `${FIRST_ORIGIN}/admin/api/content/events/${code}/en`,
      { data: { data: en }, headers: await csrfHeaders(editorContext.request) },
    );
    expect(saved.status()).toBe(200);
    await editorPage.reload();

    // The Russian copy, in the form: started from the English text, then retitled.
    const ru = editorPage.getByRole('region', { name: 'Russian' });
    // The editor opens with English and Russian side by side.
    await ru.getByRole('button', { name: 'Start from the en text' }).click();
    await ru.getByRole('textbox', { name: 'Name', exact: true }).fill(nameRu);
    await ru.getByRole('button', { name: 'Save draft' }).click();
    await expect(ru.getByText('Draft saved.')).toBeVisible();
  });

  await test.step('a visitor gets 404; the preview links show the drafts, noindex, uncached', async () => {
    expect((await visit(browser, FIRST_ORIGIN, `/events/${code}/`)).status).toBe(404);
    for (const [label, name, path] of [
      ['English', nameEn, `/events/${code}/`],
      ['Russian', nameRu, `/ru/events/${code}/`],
    ] as const) {
      const column = editorPage.getByRole('region', { name: label });
      const popup = editorPage.waitForEvent('popup');
      await column.getByRole('button', { name: `Preview (${label})` }).click();
      const preview = await popup;
      await preview.waitForURL(/[?&]preview=/);
      expect(new URL(preview.url()).pathname).toBe(path);
      await expect(preview.getByRole('heading', { level: 1 })).toContainText(name);
      // The link works for anyone who has it (no admin cookie), and is never kept or indexed.
      const response = await browser.newContext().then((c) => c.request.get(preview.url()));
      expect(response.status()).toBe(200);
      expect(response.headers()['x-robots-tag']).toContain('noindex');
      expect(response.headers()['cache-control']).toContain('no-store');
      await preview.close();
    }
    expect((await visit(browser, FIRST_ORIGIN, `/ru/events/${code}/`)).status).toBe(404);
  });

  const ruColumn = editorPage.getByRole('region', { name: 'Russian' });
  await test.step('a publish without the Russian title is refused, the field named', async () => {
    await ruColumn.getByRole('textbox', { name: 'Name', exact: true }).fill('');
    await ruColumn.getByRole('button', { name: 'Save draft' }).click();
    await expect(ruColumn.getByText('Draft saved.')).toBeVisible();
    await editorPage.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(editorPage.getByText(/Not published: .*Nothing was published/)).toBeVisible();
    await expect(
      ruColumn.getByRole('alert').getByRole('link', { name: 'Name', exact: true }),
    ).toBeVisible();
    await expect(ruColumn.getByRole('textbox', { name: 'Name', exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect((await visit(browser, FIRST_ORIGIN, `/events/${code}/`)).status).toBe(404);
  });

  await test.step('published, both processes list it on /events/', async () => {
    await ruColumn.getByRole('textbox', { name: 'Name', exact: true }).fill(nameRu);
    await editorPage.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(editorPage.getByText('Published.', { exact: true })).toBeVisible();
    for (const origin of [FIRST_ORIGIN, SECOND_ORIGIN]) {
      await expect
        .poll(async () => (await visit(browser, origin, '/events/')).text, { timeout: 15_000 })
        .toContain(nameEn);
      await expect
        .poll(async () => (await visit(browser, origin, '/ru/events/')).text, { timeout: 15_000 })
        .toContain(nameRu);
    }
  });

  await test.step('a second edit is a revision; restoring the first brings it back', async () => {
    const enColumn = editorPage.getByRole('region', { name: 'English' });
    await enColumn.getByRole('textbox', { name: 'Name', exact: true }).fill(`${nameEn} v2`);
    await editorPage.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(editorPage.getByText('Published.', { exact: true })).toBeVisible();
    await expect
      .poll(async () => (await visit(browser, SECOND_ORIGIN, `/events/${code}/`)).text, {
        timeout: 15_000,
      })
      .toContain(`${nameEn} v2`);

    const revisions = editorPage.getByRole('region', { name: 'Revisions' });
    const publishes = revisions.getByRole('listitem').filter({ hasText: 'Published' });
    await expect(publishes).toHaveCount(2);
    // Newest first: the second of them is the first publish.
    await publishes.nth(1).getByRole('button', { name: 'Restore' }).click();
    await expect(editorPage.getByText('Revision restored as drafts.')).toBeVisible();
    await editorPage.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(editorPage.getByText('Published.', { exact: true })).toBeVisible();
    for (const origin of [FIRST_ORIGIN, SECOND_ORIGIN]) {
      await expect
        .poll(async () => (await visit(browser, origin, `/events/${code}/`)).text, {
          timeout: 15_000,
        })
        .not.toContain(`${nameEn} v2`);
      expect((await visit(browser, origin, `/events/${code}/`)).text).toContain(nameEn);
    }
  });

  await test.step('a scheduled unpublish takes the event down at its time', async () => {
    // The next whole minute at least 15 s away, in the browser's own time (the field's).
    const at = await editorPage.evaluate(() => {
      const when = new Date(Date.now() + 75_000);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${when.getFullYear()}-${pad(when.getMonth() + 1)}-${pad(when.getDate())}T${pad(when.getHours())}:${pad(when.getMinutes())}`;
    });
    const schedule = editorPage.getByRole('region', { name: 'Schedule' });
    await schedule.getByRole('combobox', { name: 'Action' }).click();
    await schedule.getByRole('option', { name: 'Unpublish' }).click();
    await schedule.getByLabel('At (your local time)').fill(at);
    await schedule.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(schedule.getByRole('listitem').filter({ hasText: 'Unpublish' })).toBeVisible();
    for (const origin of [FIRST_ORIGIN, SECOND_ORIGIN]) {
      await expect
        .poll(async () => (await visit(browser, origin, `/events/${code}/`)).status, {
          timeout: 120_000,
          intervals: [1_000],
        })
        .toBe(404);
    }
  });

  await test.step('the audit log shows each step', async () => {
    await page.getByRole('link', { name: 'Audit log' }).click();
    const table = page.getByRole('table');
    for (const action of [
      'user.invite',
      'invite.accept',
      'content.create',
      'content.save',
      'content.publish',
      'content.restore',
      'content.schedule',
      'content.scheduled-unpublish',
    ])
      await expect(table.getByText(action, { exact: true }).first()).toBeVisible();
    await expect(table.getByText(editor.login).first()).toBeVisible();
  });
  await editorContext.close();
});
