import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../platform/mail';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Outside production: the outbox as a page (/dev/mail) and as JSON (/dev/mail.json) for tests. */
export function devMailRoutes(mailer: Mailer) {
  return async (app: FastifyInstance) => {
    app.get('/dev/mail.json', { schema: { hide: true } }, async () => ({
      code: 200,
      msg: 'ok',
      data: (await mailer.recent(50)).map((m) => ({
        id: m.id,
        to: m.to,
        subject: m.subject,
        text: m.text,
        created_at: m.createdAt,
      })),
    }));
    app.get('/dev/mail', { schema: { hide: true } }, async (_req, reply) => {
      const rows = await mailer.recent(50);
      const items = rows
        .map(
          (m) =>
            `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">#${m.id} · to ${escapeHtml(m.to)} · ${m.createdAt.toISOString()} · ${m.transport}</p><pre>${escapeHtml(m.text)}</pre></article>`,
        )
        .join('');
      return reply
        .type('text/html')
        .send(
          `<!doctype html><meta charset="utf-8"><title>Outbox</title><style>body{background:#0d1117;color:#e6edf3;font:15px system-ui;max-width:760px;margin:24px auto}article{border:1px solid #30363d;border-radius:8px;padding:12px 16px;margin:12px 0}.meta{color:#8b949e}pre{white-space:pre-wrap}</style><h1>Outbox (${rows.length})</h1>${items || '<p>No mail yet.</p>'}`,
        );
    });
  };
}
