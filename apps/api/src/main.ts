import { createApiServer } from '@corp/api/http';
import { loadApiConfig } from './config';

let config;
try {
  config = loadApiConfig(process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const app = createApiServer({ logger: { level: config.LOG_LEVEL } });
await app.listen({ port: config.API_PORT, host: config.HOST });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
