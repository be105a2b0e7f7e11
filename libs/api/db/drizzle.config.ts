import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate --config libs/api/db/drizzle.config.ts` writes a new migration after
// a schema change; the same SQL runs on PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './libs/api/db/src/lib/schema.ts',
  out: './libs/api/db/migrations',
});
