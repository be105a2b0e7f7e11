import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

interface VnuMessage {
  type: string;
  url?: string;
  message: string;
  extract?: string;
}

/**
 * Issue 16: the server-rendered HTML of every page type of a host is valid for the Nu HTML
 * Checker (npm `vnu-jar`, run with the machine's Java; no request leaves the machine). `origin`
 * is where the test's own requests reach the host (Node does not resolve `*.localhost`).
 */
export function htmlValidityTest(site: string, paths: readonly string[], origin = ''): void {
  test(`the Nu HTML Checker finds no error in any ${site} page type`, async ({ request }) => {
    test.setTimeout(180_000);
    const dir = test.info().outputPath('vnu');
    mkdirSync(dir, { recursive: true });
    const files = new Map<string, string>();
    for (const path of paths) {
      const response = await request.get(`${origin}${path}`);
      const file = join(
        dir,
        `${path.replace(/^\/|\/$/g, '').replace(/[/?=&]/g, '_') || 'home'}.html`,
      );
      writeFileSync(file, await response.text());
      files.set(file, path);
    }
    const jar = String(createRequire(import.meta.url)('vnu-jar'));
    // One short run: the JVM's quick compiler alone and its serial collector. On the 2-core CI
    // machine beside the browsers, the default (optimizing compiler threads, G1) spent about 6 s
    // of CPU and 20 to 30 s of wall time on the same files; this takes about 1.2 s and 3 s.
    const jvm = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xss4m'];
    const run = spawnSync(
      'java',
      [
        ...jvm,
        '-jar',
        jar,
        '--errors-only',
        '--format',
        'json',
        '--exit-zero-always',
        ...files.keys(),
      ],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    expect(run.error, 'java runs (apt-get install default-jre-headless)').toBeUndefined();
    const { messages } = JSON.parse(run.stderr || run.stdout) as { messages: VnuMessage[] };
    const errors = messages
      .filter((message) => message.type === 'error')
      .map((message) => {
        const file = message.url ? new URL(message.url).pathname : 'unknown';
        return `${files.get(decodeURIComponent(file)) ?? file}: ${message.message} ${message.extract ?? ''}`.trim();
      });
    expect(errors).toEqual([]);
  });
}
