import path from 'node:path';
import { parseArgs } from 'node:util';
import { createMailer } from '../adapters/mail.js';
import { loadEnv } from '../env.js';

/**
 * `npm run outbox -w @fanlane/api [-- <id> | --to <address> | --limit <n>]`: reads the local mail
 * outbox (DATA_DIR/outbox, used when SMTP_URL is empty) from a shell. Without an id it lists the
 * newest mail; with one it prints that mail's text (links included). Operators only: the outbox
 * holds reset links and verification tokens, so it is never served to anonymous visitors.
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { to: { type: 'string' }, limit: { type: 'string', default: '20' } },
});
const env = loadEnv();
if (env.SMTP_URL) {
  console.log('SMTP_URL is set: mail goes through the SMTP server, the local outbox is not used.');
}
const outbox = createMailer({ from: env.MAIL_FROM, outboxDir: path.join(env.DATA_DIR, 'outbox') }).outbox!;

const id = positionals[0];
if (id) {
  const entry = await outbox.get(id);
  if (!entry) {
    console.error(`No mail ${id} in ${path.join(env.DATA_DIR, 'outbox')}`);
    process.exit(1);
  }
  console.log(`Date:    ${entry.createdAt}\nFrom:    ${entry.from}\nTo:      ${entry.to}\nSubject: ${entry.subject}\n`);
  console.log(entry.text);
} else {
  const to = values.to?.toLowerCase();
  const list = (await outbox.list()).filter((m) => !to || m.to.toLowerCase() === to);
  const shown = list.slice(0, Math.max(1, Number(values.limit) || 20));
  if (!shown.length) console.log('The outbox is empty.');
  for (const m of shown) console.log(`${m.id}  ${m.createdAt.slice(0, 19).replace('T', ' ')}  ${m.to}  ${m.subject}`);
  if (list.length > shown.length) console.log(`… ${list.length - shown.length} more (--limit)`);
}
