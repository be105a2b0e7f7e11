// `npm run content:import` (and `npm run db:seed`): validates `content/` and imports it into the
// configured database (DATABASE_URL, else PGlite in DATA_DIR) as a publish of each item whose
// files changed (revision 'import', by the system). Items editors made, and their drafts, stay.
// Idempotent: unchanged content imports nothing.
import { readContent } from '@corp/api/content';
import { openDatabase } from '@corp/api/db';
import { importContent, notifyContentChanged } from '@corp/api/editorial';
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
    // Running servers on the same PostgreSQL drop their caches of each item the import changes.
    const result = await importContent(database.db, content, { onChange: notifyContentChanged });
    console.log(
      `Imported content/ into ${database.driver} (${database.location}): ${result.created} created, ${result.updated} updated, ${result.unchanged} unchanged.`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
