import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { inviteAndAccept, signIn, signInApi } from './admin-session';
import { ADMIN, FIRST_ORIGIN, WEBHOOK_ORIGIN } from './ports';

/**
 * Issue 44 end to end: a sales user finds a person's leads, opens one, downloads its resume,
 * qualifies it and delivers its dead CRM delivery again once the CRM is back; an editor sees no
 * lead; the administrator erases everything stored about the person, and the audit log records
 * the erasure without the address.
 */
test.use({ actionTimeout: 15_000 });

const run = Math.random().toString(36).slice(2, 8);
const email = `lead-${run}@example.com`;
const someoneElse = `other-${run}@example.com`;
const sales = { login: `sales-${run}`, name: `Sales ${run}`, role: 'sales' as const };
const editor = { login: `inbox-editor-${run}`, name: `Editor ${run}`, role: 'editor' as const };
const password = `inbox-pass-${run}-long`;

const contact = (address: string) => ({
  type: 'contact',
  firstName: 'Anna',
  lastName: `Petrova ${run}`,
  position: 'Chief engineer',
  company: `Ural Mining ${run}`,
  industry: '4',
  country: 'Russia',
  countryCode: 'RU',
  email: address,
  phone: '+7 912 345-67-89',
  comment: 'We run 40 haul trucks; please call back.',
  policyAgreement: true,
  page: '/contacts/',
  product: '',
  locale: 'en',
});

interface LeadRow {
  id: string;
  type: string;
  email: string;
  deliveries: Record<string, string>;
}

async function leadsOf(admin: APIRequestContext, address: string): Promise<LeadRow[]> {
  const response = await admin.get(
    `${FIRST_ORIGIN}/admin/api/leads?q=${encodeURIComponent(address)}&limit=50`,
  );
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: LeadRow[] }).data;
}

test('sales works a lead, an editor sees none, an erasure leaves only its count', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = (await browser.newContext()).request;
  await signInApi(admin, ADMIN.login, ADMIN.password);

  await test.step('a person leaves a resume and a contact request while the CRM refuses them', async () => {
    expect((await request.post(`${WEBHOOK_ORIGIN}/refuse?email=${email}`)).status()).toBe(200);
    const resume = await request.post(`${FIRST_ORIGIN}/api/v1/feedback-resume/?locale=en`, {
      multipart: {
        name: `Ivan Sidorov ${run}`,
        position: 'Data engineer',
        email,
        phone: '+7 912 345-67-89',
        comment: 'Five years of MES integration.',
        file: {
          name: 'cv.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
        },
      },
    });
    expect(resume.status()).toBe(201);
    for (const address of [email, someoneElse]) {
      const lead = await request.post(`${FIRST_ORIGIN}/api/v1/feedback/`, {
        data: contact(address),
      });
      expect(lead.status()).toBe(201);
    }
    // One attempt (OUTBOX_MAX_ATTEMPTS=1): the refused deliveries are dead.
    await expect
      .poll(async () => (await leadsOf(admin, email)).map((lead) => lead.deliveries['webhook']), {
        timeout: 30_000,
      })
      .toEqual(['dead', 'dead']);
  });

  const salesContext = await browser.newContext({ acceptDownloads: true });
  const editorContext = await browser.newContext();
  await inviteAndAccept(admin, salesContext.request, sales, { sites: [], locales: [] }, password);
  await inviteAndAccept(
    admin,
    editorContext.request,
    editor,
    { sites: ['main'], locales: ['en', 'ru'] },
    password,
  );

  await test.step('an editor cannot see leads', async () => {
    expect((await editorContext.request.get(`${FIRST_ORIGIN}/admin/api/leads`)).status()).toBe(403);
    const editorPage = await editorContext.newPage();
    await editorPage.goto(`${FIRST_ORIGIN}/admin/leads`);
    await expect(editorPage.getByText('You are not allowed to do this.')).toBeVisible();
    await expect(editorPage.getByRole('link', { name: /^Leads/ })).toHaveCount(0);
  });

  const salesPage = await salesContext.newPage();
  await test.step('sales finds the person’s resume in the inbox and opens it', async () => {
    await salesPage.goto(`${FIRST_ORIGIN}/admin/leads`);
    const filters = salesPage
      .getByRole('search', { name: 'Filter leads' })
      .or(salesPage.getByRole('form', { name: 'Filter leads' }));
    await filters.getByRole('textbox', { name: /Search/ }).fill(email);
    await filters.getByRole('button', { name: 'Apply' }).click();
    const table = salesPage.getByRole('table', { name: 'Leads' });
    await expect(table.getByRole('row').filter({ hasText: email })).toHaveCount(2);
    await expect(table.getByText(someoneElse)).toHaveCount(0);
    // From the keyboard, as a sales person working down the list would.
    await table.getByRole('link', { name: new RegExp(`Ivan Sidorov ${run}`) }).focus();
    await salesPage.keyboard.press('Enter');
    await expect(salesPage.getByRole('heading', { level: 1 })).toContainText(`Ivan Sidorov ${run}`);
  });

  await test.step('downloads the resume, qualifies the lead, delivers it again once the CRM is back', async () => {
    const download = salesPage.waitForEvent('download');
    await salesPage.getByRole('link', { name: /^Download .*\.pdf/ }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

    await salesPage.getByRole('combobox', { name: 'Status' }).click();
    await salesPage.getByRole('option', { name: 'Qualified' }).click();
    await expect(salesPage.getByText('Saved.')).toBeVisible();

    await request.post(`${WEBHOOK_ORIGIN}/accept?email=${email}`);
    await salesPage.getByRole('button', { name: 'Deliver again to CRM webhook' }).click();
    await expect(salesPage.getByText('Queued again')).toBeVisible();
    await expect
      .poll(async () => {
        const received = await request.get(`${WEBHOOK_ORIGIN}/received?email=${email}`);
        return ((await received.json()) as unknown[]).length;
      })
      .toBe(1);
    // The CRM has it; the outbox records the delivery once the CRM's answer is back.
    await expect
      .poll(async () => {
        const [resume] = (await leadsOf(admin, email)).filter((lead) => lead.type === 'resume');
        return resume?.deliveries['webhook'];
      })
      .toBe('delivered');
  });

  await test.step('the administrator erases everything stored about the person', async () => {
    const leads = await leadsOf(admin, email);
    const files = await Promise.all(
      leads.map(async (lead) => {
        const detail = await admin.get(`${FIRST_ORIGIN}/admin/api/leads/${lead.id}`);
        return ((await detail.json()) as { file?: { url: string } | null }).file?.url;
      }),
    );
    const fileUrl = files.find(Boolean) as string;
    expect(fileUrl).toBeTruthy();

    await signIn(page, ADMIN.login, ADMIN.password);
    await page.getByRole('link', { name: 'Privacy', exact: true }).click();
    await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(page.getByText(`Stored about ${email}`)).toBeVisible();
    await page.getByRole('button', { name: 'Erase everything' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /Type the e-mail address again/ }).fill(email);
    await dialog.getByRole('button', { name: 'Erase', exact: true }).click();
    await expect(page.getByText(/Erased: 2 leads, 1 files/)).toBeVisible();

    expect(await leadsOf(admin, email)).toEqual([]);
    expect(await leadsOf(admin, someoneElse)).toHaveLength(1);
    expect((await admin.get(`${new URL(fileUrl, FIRST_ORIGIN)}`)).status()).toBe(404);

    const audit = await admin.get(`${FIRST_ORIGIN}/admin/api/audit?action=privacy.erase&limit=5`);
    const entries = ((await audit.json()) as { data: { details: Record<string, unknown> }[] }).data;
    expect(entries[0]?.details).toMatchObject({ leads: 2, files: 1 });
    expect(JSON.stringify(entries)).not.toContain(email);
    await page.getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByRole('table').getByText('privacy.erase').first()).toBeVisible();
  });

  await salesContext.close();
  await editorContext.close();
});
