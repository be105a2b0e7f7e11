import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { Download, Locator, Page } from '@playwright/test';
import ICAL from 'ical.js';
import { leadRow, marketingDelivery, watchForErrors } from '@corp/shared/testing-e2e';
import { fillContact, open, send, theDialog, uniqueEmail } from './lead-steps';

/*
 * Issue 42, point 11: an event's or webinar's time says its zone, in the page's language, and
 * each has a calendar file (RFC 5545) from its page and from the registration's success.
 */

test.use({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });

let errors: string[] = [];
test.beforeEach(({ page }) => {
  errors = watchForErrors(page);
});
test.afterEach(() => {
  expect(errors, 'console errors').toEqual([]);
});

interface ExpectedEvent {
  uid: RegExp;
  start: string;
  end: string;
  summary: string;
  url: string;
  location?: string;
}

/** The text of a download, once it has arrived. */
async function downloaded(download: Download): Promise<string> {
  const file = await download.path();
  return readFile(file, 'utf8');
}

/** Clicks `link` and reads the file it downloads. */
async function download(page: Page, link: Locator): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return { name: file.suggestedFilename(), text: await downloaded(file) };
}

/**
 * A calendar file as RFC 5545 wants it: CRLF after every line, lines of at most 75 octets,
 * one VEVENT with UID, DTSTAMP, DTSTART and DTEND in UTC, SUMMARY, URL (and LOCATION); what a
 * calendar program reads from it (ical.js) is the event.
 */
function expectValidCalendar(text: string, expected: ExpectedEvent): void {
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const lines = text.split('\r\n').slice(0, -1);
  for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  const unfolded = text.replace(/\r\n /g, '').split('\r\n');
  expect(unfolded[0]).toBe('BEGIN:VCALENDAR');
  expect(unfolded).toContain('VERSION:2.0');
  expect(unfolded.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
  expect(unfolded).toContain(`DTSTART:${expected.start}`);
  expect(unfolded).toContain(`DTEND:${expected.end}`);
  expect(unfolded.find((line) => line.startsWith('DTSTAMP:'))).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
  const event = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent');
  expect(event).not.toBeNull();
  expect(String(event?.getFirstPropertyValue('uid'))).toMatch(expected.uid);
  expect(event?.getFirstPropertyValue('summary')).toBe(expected.summary);
  expect(String(event?.getFirstPropertyValue('url'))).toBe(expected.url);
  if (expected.location) expect(event?.getFirstPropertyValue('location')).toBe(expected.location);
}

/** The value of a fact of the event page (`Time`, `Venue`). */
const fact = (page: Page, term: string) =>
  page
    .locator('dl div')
    .filter({ has: page.locator('dt', { hasText: term }) })
    .locator('dd');

test('en: an event page names its time zone; its calendar file is the event', async ({
  page,
  baseURL,
}) => {
  const path = '/events/process-industries-roundtable-kazan/';
  await open(page, path);
  await expect(fact(page, 'Time')).toHaveText('2:00 PM – 6:00 PM Moscow time (UTC+3)');
  const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  const venue = (await fact(page, 'Venue').textContent())?.trim() ?? '';
  const file = await download(page, page.getByRole('link', { name: 'Add to calendar' }));
  expect(file.name).toBe('process-industries-roundtable-kazan.ics');
  expectValidCalendar(file.text, {
    uid: /^event-process-industries-roundtable-kazan@/,
    // 14:00–18:00 in Kazan (Moscow time, UTC+3).
    start: '20270128T110000Z',
    end: '20270128T150000Z',
    summary: name,
    url: `${baseURL}${path}`,
    location: venue,
  });
});

test('ru: an Almaty event in Astana time; the registration’s success gives its calendar file', async ({
  page,
  request,
  baseURL,
}) => {
  const path = '/ru/events/almaty-mining-tech-days-2027/';
  await open(page, path);
  await expect(fact(page, 'Время')).toHaveText('10:00 по времени Астаны (UTC+5)');
  const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  const dialog = await theDialog(page);
  const email = uniqueEmail('event-calendar');
  await fillContact(page, dialog, 'ru', { email });
  await send(dialog, 'Зарегистрироваться');
  const success = await theDialog(page, 'Спасибо!');
  const link = success.getByRole('link', { name: 'Добавить в календарь (.ics)' });
  await expect(link).toHaveAttribute('href', `${path}calendar.ics`);
  const file = await download(page, link);
  expectValidCalendar(file.text, {
    uid: /^event-almaty-mining-tech-days-2027@/,
    // 11 March 10:00 to 12 March 17:00 in Almaty (UTC+5).
    start: '20270311T050000Z',
    end: '20270312T120000Z',
    summary: name,
    url: `${baseURL}${path}`,
  });
  expect(await leadRow(request, email)).toMatchObject({
    type: 'event',
    event: 'almaty-mining-tech-days-2027',
    page: path,
    locale: 'ru',
  });
  expect(await marketingDelivery(request, email)).toMatchObject({
    path: '/marketing/modal/form',
    body: { email, type: 'event', page: path, locale: 'ru' },
  });
});

test('en: an upcoming webinar names its zone and downloads its calendar file', async ({
  page,
  baseURL,
}) => {
  await open(page, '/news/webinars/');
  const card = page
    .getByRole('region', { name: 'Upcoming webinars' })
    .getByRole('article')
    .filter({ hasText: 'Predictive quality in steelmaking' });
  await expect(card.getByText('15 December 2026, 2:00 PM Moscow time (UTC+3)')).toBeVisible();
  const file = await download(page, card.getByRole('link', { name: /^Add to calendar/ }));
  expectValidCalendar(file.text, {
    uid: /^webinar-predictive-quality-steel@/,
    // 14:00 Moscow time, 75 minutes.
    start: '20261215T110000Z',
    end: '20261215T121500Z',
    summary: 'Predictive quality in steelmaking: from lab data to mill settings',
    url: `${baseURL}/news/webinars/#predictive-quality-steel`,
  });
  // The link back leads to the webinar's card.
  await page.goto('/news/webinars/#predictive-quality-steel');
  await expect(page.locator('article#predictive-quality-steel')).toBeVisible();
});
