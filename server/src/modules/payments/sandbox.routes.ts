import { addMilli, type Milli, toAmount } from '@dropforge/shared/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deposits } from './deposits.service';
import type { SandboxOutcome } from './providers/sandbox';

const Params = z.object({ order_sn: z.string().regex(/^DF[0-9A-Z]{8,40}$/) });
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const usd = (milli: Milli) => `$${toAmount(milli).toFixed(2)}`;

function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)}</title><style>
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f4f6fb;color:#1c2433;font:16px/1.5 system-ui,-apple-system,Segoe UI,sans-serif}
main{width:min(440px,92vw);background:#fff;border-radius:14px;box-shadow:0 10px 40px rgba(20,30,60,.12);overflow:hidden}
header{background:#2b3a67;color:#fff;padding:18px 24px;display:flex;justify-content:space-between;align-items:center}
header b{letter-spacing:.04em}header span{font-size:12px;background:#f5a524;color:#1c2433;border-radius:99px;padding:2px 10px;font-weight:700}
section{padding:22px 24px}dl{display:grid;grid-template-columns:1fr auto;gap:6px 12px;margin:0 0 18px}dt{color:#5b6478}dd{margin:0;text-align:right;font-variant-numeric:tabular-nums}
.total{font-size:20px;font-weight:700;border-top:1px solid #e3e7ef;padding-top:10px}
form{margin:0}button{width:100%;border:0;border-radius:10px;padding:13px;font:600 16px system-ui;cursor:pointer;margin-top:10px}
.pay{background:#1f7a4d;color:#fff}.decline{background:#fff;color:#b42318;border:1px solid #f1b8b2}.cancel{background:#eef1f7;color:#1c2433}
button:focus-visible{outline:3px solid #f5a524;outline-offset:2px}.note{font-size:12px;color:#5b6478;margin-top:16px}
.done{font-size:18px;font-weight:600}</style></head><body><main>${body}</main></body></html>`;
}

/**
 * The sandbox processor's hosted checkout: a page outside the site with Pay, Decline and Cancel.
 * A choice makes the processor send its signed webhook (a pg-boss job with retries), then the
 * browser returns to /pay/result like after any outside processor.
 */
export function sandboxRoutes(deps: {
  deposits: Deposits;
  deliver: (orderSn: string, outcome: SandboxOutcome) => Promise<void>;
}) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    // The hosted page's buttons are plain HTML forms (urlencoded, empty): the choice is in the path.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_req, _body, done) => done(null, {}),
    );
    app.get('/sandbox/checkout/:order_sn', { schema: { hide: true, params: Params } }, async (req, reply) => {
      const order = await deps.deposits.orderForCheckout(req.params.order_sn);
      reply.type('text/html').header('cache-control', 'no-store');
      if (!order)
        return reply.status(404).send(page('Checkout', '<section><p class="done">Unknown order.</p></section>'));
      const total = addMilli(order.amount, order.fee);
      if (order.state !== 'pending') {
        return reply.send(
          page(
            'Checkout',
            `<header><b>SANDBOX PAY</b><span>TEST MODE</span></header><section><p class="done">This order is ${esc(order.state)}.</p>
<form method="get" action="/pay/result"><input type="hidden" name="order_sn" value="${esc(order.order_sn)}"><button class="cancel">Back to Dropforge</button></form></section>`,
          ),
        );
      }
      const action = (outcome: SandboxOutcome) => `/sandbox/checkout/${esc(order.order_sn)}/${outcome}`;
      return reply.send(
        page(
          'Sandbox checkout',
          `<header><b>SANDBOX PAY</b><span>TEST MODE</span></header><section>
<dl><dt>Merchant</dt><dd>Dropforge</dd><dt>Order</dt><dd>${esc(order.order_sn)}</dd><dt>Method</dt><dd>${esc(order.method_name)}</dd>
<dt>Recharge</dt><dd>${usd(order.amount)}</dd><dt>Handling fee</dt><dd>${usd(order.fee)}</dd>
<dt class="total">Total</dt><dd class="total" data-testid="sandbox-total">${usd(total)}</dd></dl>
<form method="post" action="${action('pay')}"><button class="pay" data-testid="sandbox-pay">Pay ${usd(total)}</button></form>
<form method="post" action="${action('decline')}"><button class="decline">Decline</button></form>
<form method="post" action="${action('cancel')}"><button class="cancel">Cancel</button></form>
<p class="note">Sandbox processor: no real money moves. Your choice is sent to Dropforge as a signed webhook.</p></section>`,
        ),
      );
    });

    for (const outcome of ['pay', 'decline', 'cancel'] as const) {
      app.post(
        `/sandbox/checkout/:order_sn/${outcome}`,
        { schema: { hide: true, params: Params }, config: { auth: 'optional' } },
        async (req, reply) => {
          const order = await deps.deposits.orderForCheckout(req.params.order_sn);
          // Anyone may pay an order (as with a real processor), but only its owner's session may end it unpaid:
          // an order number alone must not let another player decline or cancel it.
          if (order && outcome !== 'pay' && req.viewer?.id !== order.user_id) {
            return reply
              .status(403)
              .type('text/html')
              .header('cache-control', 'no-store')
              .send(
                page(
                  'Checkout',
                  '<section><p class="done">Only the player who placed this order can decline or cancel it. Sign in to Dropforge with that account and try again.</p></section>',
                ),
              );
          }
          if (order?.state === 'pending') await deps.deliver(order.order_sn, outcome);
          return reply.redirect(`/pay/result?order_sn=${encodeURIComponent(req.params.order_sn)}`, 303);
        },
      );
    }
  };
}
