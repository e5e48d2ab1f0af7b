import path from 'node:path';
import { openDatabase } from '../db/client.js';
import { loadEnv } from '../env.js';
import { createLedger } from '../modules/ledger/ledger.service.js';

/**
 * `npm run ledger:reconcile -w apps/api`: proves the books of DATABASE_URL (or the PGlite data
 * folder). Exits 1 when any balance differs from its entries, a transaction or the ledger does not
 * sum to zero, or a spendable balance is negative.
 */
const env = loadEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: path.join(env.DATA_DIR, 'pglite') });
await database.migrate();
const report = await createLedger(database.db).reconcile();
await database.close();
console.log(JSON.stringify(report, null, 2));
console.log(report.ok ? 'ledger reconciled: OK' : 'ledger reconciliation FAILED');
process.exit(report.ok ? 0 : 1);
