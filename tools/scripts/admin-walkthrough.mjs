// The screenshots of docs/screenshots/issue-43/: an administrator invites an editor, who
// publishes a webinar's recording link (preview, publish, audit log). Start the built server on
// an empty database first:
//   PORT=4700 DATA_DIR=memory ADMIN_USER=admin ADMIN_PASSWORD=walkthrough-admin-pass \
//   NODE_ENV=production node_modules/.bin/node dist/apps/server/main.js
// then: npx node tools/scripts/admin-walkthrough.mjs
import { chromium } from '@playwright/test';
const O = 'http://localhost:4700';
const dir = 'docs/screenshots/issue-43';
const b = await chromium.launch({
  executablePath: '/usr/bin/chromium-headless-shell',
  args: ['--no-sandbox'],
});
const shot = (p, name) => p.screenshot({ path: `${dir}/${name}.png`, fullPage: false });
// The administrator invites Anna, an editor of the main site in en and ru.
const admin = await (await b.newContext({ viewport: { width: 1280, height: 860 } })).newPage();
await admin.goto(`${O}/admin/`);
await admin.getByRole('textbox', { name: 'Login', exact: true }).fill('admin');
await admin.getByRole('textbox', { name: 'Password', exact: true }).fill('walkthrough-admin-pass');
await admin.getByRole('button', { name: 'Sign in' }).click();
await admin.getByRole('link', { name: 'Users' }).click();
const form = admin.getByRole('form', { name: 'Invite a user' });
await form.getByLabel('Login').fill('anna');
await form.getByLabel('Name').fill('Anna Petrova');
await form.getByLabel('Role').selectOption('editor');
for (const n of ['main', 'en', 'ru'])
  await form.getByRole('checkbox', { name: n, exact: true }).check();
await form.getByRole('button', { name: 'Invite' }).click();
const link = admin.getByRole('textbox', { name: 'Invitation link for anna' });
const invite = await link.inputValue();
await shot(admin, '01-administrator-invites-an-editor');
// Anna accepts and signs in.
const ctx = await b.newContext({ viewport: { width: 1280, height: 860 } });
const p = await ctx.newPage();
await p.goto(new URL(invite, O).toString());
await p.getByLabel('New password').fill('anna-long-password');
await p.getByLabel('Repeat the password').fill('anna-long-password');
await shot(p, '02-editor-sets-her-password');
await p.getByRole('button', { name: 'Set password and sign in' }).click();
await p.getByRole('heading', { level: 1, name: 'Content' }).waitFor();
await shot(p, '03-content-overview');
await p.goto(`${O}/admin/content/webinars`);
await p.getByText('predictive-quality-steel').first().waitFor();
await shot(p, '04-webinars-list');
await p.goto(`${O}/admin/content/webinars/predictive-quality-steel`);
const en = p.getByRole('region', { name: 'English' });
await en.getByRole('textbox', { name: 'Title', exact: true }).waitFor();
await shot(p, '05-webinar-editor-en-ru');
// The recording: its link and password, and kept in the English archive too.
const rec = en.getByRole('group', { name: /Recording/ });
if (await rec.getByRole('button', { name: /Add/ }).count())
  await rec.getByRole('button', { name: /Add/ }).first().click();
await rec
  .getByRole('textbox', { name: /Link/ })
  .fill('https://video.example.com/webinars/predictive-quality-steel');
await en.getByRole('checkbox', { name: 'Show after end en' }).check();
await rec.scrollIntoViewIfNeeded();
await shot(p, '06-recording-link-entered');
await en.getByRole('button', { name: 'Save draft' }).click();
await en.getByText('Draft saved.').waitFor();
const popup = p.waitForEvent('popup');
await en.getByRole('button', { name: 'Preview (English)' }).click();
const preview = await popup;
await preview.setViewportSize({ width: 1280, height: 860 });
await preview.waitForURL(/preview=/);
await preview.waitForLoadState('networkidle');
await preview.getByRole('button', { name: 'Reject optional' }).click();
await preview.getByText('Predictive quality in steelmaking').first().scrollIntoViewIfNeeded();
await preview.evaluate(() => window.scrollBy(0, -120));
await preview.waitForTimeout(800);
await shot(preview, '07-preview-on-the-real-page');
console.log('preview', preview.url());
await preview.close();
await p.getByRole('button', { name: 'Publish', exact: true }).click();
await p.getByText('Published.', { exact: true }).waitFor();
await p.getByRole('region', { name: 'Revisions' }).scrollIntoViewIfNeeded();
await shot(p, '08-published-with-its-revision');
await admin.getByRole('link', { name: 'Audit log' }).click();
await admin.getByRole('table').getByText('content.publish').first().waitFor();
await shot(admin, '09-audit-log');
await b.close();
