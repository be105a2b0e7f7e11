// Chromium for the page benchmarks: headless, resolving nothing outside 127.0.0.1 and *.localhost
// (no benchmark reaches the internet). CHROMIUM_PATH overrides Debian's /usr/bin/chromium.
import { launch } from 'chrome-launcher';

/** Starts Chromium with the benchmarks' flags (and any more); `kill()` it when done. */
export function launchLocalChromium(extraFlags = []) {
  return launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE *.localhost, EXCLUDE 127.0.0.1',
      ...extraFlags,
    ],
  });
}
