// Chromium for the page benchmarks: headless, resolving nothing outside 127.0.0.1 and *.localhost
// (no benchmark reaches the internet), and the visitor they load pages as. CHROMIUM_PATH overrides
// Debian's /usr/bin/chromium.
import { Launcher, launch } from 'chrome-launcher';

/**
 * Chromium's own pages that a headless browser has no use for. Chromium 156 starts the omnibox's
 * popup (a WebUI page whose search box animates its caret) in a renderer of its own as the browser
 * starts; on a 2-core host it takes the core the measured page needs: script-free static copies
 * then measured 100–950 ms of TBT at 4× (ADR 0032, seventh session).
 */
const DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** chrome-launcher's default flags, its `--disable-features` list with ours added. */
const defaultFlags = () =>
  Launcher.defaultFlags().map((flag) =>
    flag.startsWith('--disable-features=') ? `${flag},${DISABLED_FEATURES.join(',')}` : flag,
  );

/** Starts Chromium with the benchmarks' flags (and any more); `kill()` it when done. */
export function launchLocalChromium(extraFlags = []) {
  return launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    ignoreDefaultFlags: true,
    chromeFlags: [
      ...defaultFlags(),
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE *.localhost, EXCLUDE 127.0.0.1',
      ...extraFlags,
    ],
  });
}

/** The visitor answered the cookie alert with "required only" (no analytics scripts). */
export const consentCookies = { cookiePermission: 'Y', cookieList: 'required' };

/**
 * Makes a (puppeteer) page that visitor on `hostname`: only the consent cookies, and the brochure
 * pop-up already seen (sessionStorage), so neither the alert nor the pop-up opens.
 */
export async function asAnsweredVisitor(page, hostname) {
  await asFirstVisitor(page);
  const session = await page.createCDPSession();
  for (const [name, value] of Object.entries(consentCookies))
    await session.send('Network.setCookie', { name, value, domain: hostname, path: '/' });
  await session.detach();
}

/**
 * Makes a (puppeteer) page a first-time visitor: no cookies, so the cookie alert loads and shows
 * after hydration; the brochure pop-up counts as seen (it opens on a timer, not on load).
 */
export async function asFirstVisitor(page) {
  const session = await page.createCDPSession();
  await session.send('Network.clearBrowserCookies');
  await session.detach();
  await page.evaluateOnNewDocument(() => sessionStorage.setItem('popup-brochure-seen', '1'));
}
