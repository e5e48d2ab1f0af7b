import path from 'node:path';
import { openDatabase } from '../db/client.js';
import { loadEnv } from '../env.js';
import { createServices } from '../services.js';
import { seedDemo } from './demo-data.js';

/** `npm run seed -w @fanlane/api`: demo data on an empty database (the API must not be running on PGlite). */
const env = loadEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: path.join(env.DATA_DIR, 'pglite') });
await database.migrate();
const services = createServices(env, database);
await services.settings.seedDefaults();
const seeded = await seedDemo(services, env.DEMO_PASSWORD);
console.log(seeded ? `created ${seeded.length} demo accounts` : 'database not empty: nothing seeded');
await database.close();
