import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { newId } from '../db/ids.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface OutboxEntry extends MailMessage {
  id: string;
  from: string;
  createdAt: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** The local outbox, when mail is not sent through SMTP. */
  outbox: { list(): Promise<OutboxEntry[]>; get(id: string): Promise<OutboxEntry | null> } | null;
}

/**
 * Mail through nodemailer: SMTP when `SMTP_URL` is set, else a local outbox folder that a person can
 * read in the back-office (`/admin/mail/outbox`, admins only) or with `npm run outbox`. Both build the message with nodemailer, so what lands in the outbox is what
 * SMTP would carry.
 */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
      outbox: null,
    };
  }
  const transport = nodemailer.createTransport({ jsonTransport: true });
  const dir = options.outboxDir;
  const read = async (file: string) => JSON.parse(await fs.readFile(path.join(dir, file), 'utf8')) as OutboxEntry;
  return {
    async send(message) {
      await transport.sendMail({ from: options.from, ...message }); // validates addresses and builds it
      const id = newId();
      const entry: OutboxEntry = { id, from: options.from, createdAt: new Date().toISOString(), ...message };
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(path.join(dir, `${id}.json`), JSON.stringify(entry, null, 2));
    },
    outbox: {
      async list() {
        const names = await fs.readdir(dir).catch(() => [] as string[]);
        const entries = await Promise.all(names.filter((n) => n.endsWith('.json')).map(read));
        return entries.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
      },
      async get(id) {
        if (!/^[0-9a-f]{24}$/.test(id)) return null;
        return read(`${id}.json`).catch(() => null);
      },
    },
  };
}
