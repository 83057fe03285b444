import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from './db';
import { mailOutbox } from './mail.schema';

export type Mail = { to: string; subject: string; text: string; html: string };
export type Mailer = {
  readonly transport: 'smtp' | 'outbox';
  /** Records the mail, then sends it over SMTP when configured. Throws when SMTP refuses it. */
  send(mail: Mail): Promise<void>;
  recent(limit: number): Promise<Array<typeof mailOutbox.$inferSelect>>;
};

/** Mail over SMTP_URL with nodemailer; without it the outbox table and the log are the mailbox. */
export function createMailer(db: Db, smtpUrl: string | undefined, from: string, log: FastifyBaseLogger): Mailer {
  const smtp = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  return {
    transport: smtp ? 'smtp' : 'outbox',
    async send(mail) {
      const [row] = await db
        .insert(mailOutbox)
        // Mail sent over SMTP is recorded without its body, which may hold a code.
        .values(smtp ? { ...mail, text: '', html: '', transport: 'smtp' } : { ...mail, transport: 'outbox' })
        .returning({ id: mailOutbox.id });
      if (!smtp) {
        // The body may hold a code: log only who and what.
        log.info({ mailId: row?.id, to: mail.to, subject: mail.subject }, 'mail stored in the outbox (no SMTP_URL)');
        return;
      }
      try {
        await smtp.sendMail({ from, ...mail });
        await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row!.id));
      } catch (e) {
        await db
          .update(mailOutbox)
          .set({ error: String((e as Error).message).slice(0, 500) })
          .where(eq(mailOutbox.id, row!.id));
        throw e;
      }
    },
    recent: (limit) => db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit),
  };
}
