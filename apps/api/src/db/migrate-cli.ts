import { loadEnv } from '../env.js';
import path from 'node:path';
import { openDatabase } from './client.js';

/** `npm run db:migrate`: applies migrations to DATABASE_URL or the PGlite data folder, then exits. */
const env = loadEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: path.join(env.DATA_DIR, 'pglite') });
await database.migrate();
await database.close();
console.log(`migrations applied (${database.kind})`);
