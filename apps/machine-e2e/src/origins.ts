/** E2E_PORT for a run beside another one on this machine (the webhook's is 50 above it). */
export const PORT = Number(process.env['E2E_PORT'] ?? 4305);
/** The browser visits the course landing on its own host, as a visitor would. */
export const LANDING_ORIGIN = `http://digitalproduction.localhost:${PORT}`;
/**
 * Node does not resolve `*.localhost`: the test's own requests (the readiness check, the lead
 * export, the sitemap) go to 127.0.0.1, which this server also gives to the machine site.
 */
export const LOOPBACK_ORIGIN = `http://127.0.0.1:${PORT}`;
/** The landing's path on its host (spec §2.3). */
export const LANDING_PATH = '/2.0/';
/** The personal account on the course platform the server is configured with. */
export const ACCOUNT_URL = 'https://learn.example.com/machine/';
/** The course code the registration names (customData.course). */
export const COURSE = 'machine';
/** The landing's `h1`. */
export const HEADING = 'Цифровое производство 2.0: от данных станков к управляемому цеху';

/** What the shared course-landing tests need of this landing. */
export const landing = {
  course: COURSE,
  heading: HEADING,
  landingPath: LANDING_PATH,
  accountUrl: ACCOUNT_URL,
  loopbackOrigin: LOOPBACK_ORIGIN,
} as const;
