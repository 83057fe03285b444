import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';

/** A real SMTP peer on loopback receives the code mail. */
describe('e-mail over SMTP', () => {
  let app: TestApp;
  let smtp: SMTPServer;
  const received: string[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, done) {
        let data = '';
        stream.on('data', (c) => {
          data += String(c);
        });
        stream.on('end', () => {
          received.push(data);
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    app = await startTestApp({}, { CAPTCHA_MODE: 'off', SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true` });
  });
  afterAll(async () => {
    await app?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('sends the code mail and keeps no body in the outbox', async () => {
    const res = await app.request('/api/user/send_email_code', { method: 'POST', json: { email: 'mail@example.com' } });
    expect(res.body.msg).toBe('Send success');
    expect(received).toHaveLength(1);
    expect(received[0]).toMatch(/To: mail@example.com/);
    expect(received[0]).toMatch(/\b\d{6}\b/);
    const rows = await app.database.pool.query('select text, sent_at from mail_outbox');
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0].text).toBe('');
    expect(rows.rows[0].sent_at).not.toBeNull();
  });
});
