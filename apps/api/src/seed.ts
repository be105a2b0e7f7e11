// `npm run db:seed`: validates `content/` and loads it into the configured database
// (DATABASE_URL, else PGlite in DATA_DIR). Idempotent: unchanged content loads nothing.
import { readContent, seedContent } from '@corp/api/content';
import { openDatabase } from '@corp/api/db';
import { loadApiConfig } from '@corp/api/http';
import { contentKinds } from '@corp/shared/contracts';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

try {
  const config = loadApiConfig(process.env);
  const content = readContent(config.contentDir, contentKinds);
  if (content.corrected.length)
    console.warn(
      `Measured instead of the content's numbers (fix them in content/):\n  ${content.corrected.join('\n  ')}`,
    );
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    migrationsFolder: path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations'),
  });
  try {
    const result = await seedContent(database.db, content, 'sync');
    console.log(
      result.loaded
        ? `Loaded ${result.entries} content entries into ${database.driver} (${database.location}).`
        : `Content unchanged in ${database.driver} (${database.location}): ${result.entries} entries.`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
