import type pg from 'pg';

export type Violation = { invariant: string; detail: string };

/**
 * The invariants of DESIGN §4, each as a query that returns the rows breaking it. Later modules
 * (items, payments) add theirs here.
 */
const CHECKS: Array<{ invariant: string; sql: string }> = [
  {
    invariant: 'postings of a transaction sum to zero per currency',
    sql: `select tx_id, currency, sum(amount)::text as sum from postings group by tx_id, currency having sum(amount) <> 0 limit 5`,
  },
  {
    invariant: 'every transaction has postings',
    sql: `select t.id from ledger_tx t where not exists (select 1 from postings p where p.tx_id = t.id) limit 5`,
  },
  {
    invariant: 'a posting is in the currency of its account',
    sql: `select p.id, p.currency, a.currency as account_currency from postings p join accounts a on a.id = p.account_id
          where p.currency <> a.currency limit 5`,
  },
  {
    invariant: 'each cached user balance equals the sum of its postings',
    sql: `select a.id, a.owner_id, a.name, a.currency, a.balance::text, coalesce(s.total, 0)::text as postings
          from accounts a left join (select account_id, sum(amount) as total from postings group by account_id) s
            on s.account_id = a.id
          where a.owner = 'user' and a.balance <> coalesce(s.total, 0) limit 5`,
  },
  {
    invariant: "each player's postings form an unbroken hash chain (docs/trust.md)",
    sql: `select id, account_id, tx_id from (
            select p.id, p.account_id, p.tx_id, p.currency, p.amount, p.hash, p.prev_hash,
              sum(p.amount) over (partition by p.account_id order by p.id) as balance_after,
              lag(p.hash) over (partition by p.account_id order by p.id) as before
            from postings p join accounts a on a.id = p.account_id where a.owner = 'user') c
          where (hash is null and before is not null)
             or (hash is not null and (prev_hash is distinct from coalesce(before, '')
               or hash <> encode(sha256(convert_to(prev_hash || '|' || tx_id || ':' || account_id || ':' || currency
                  || ':' || amount || ':' || balance_after, 'UTF8')), 'hex')))
          limit 5`,
  },
  {
    invariant: "each player account's chain head is the hash of its last posting",
    sql: `select a.id, a.owner_id, a.currency from accounts a
          left join lateral (select hash from postings p where p.account_id = a.id order by p.id desc limit 1) l on true
          where a.owner = 'user' and a.chain_hash <> coalesce(l.hash, '') limit 5`,
  },
  {
    invariant: 'user balances are never negative',
    sql: `select id, owner_id, currency, balance::text from accounts where owner = 'user' and balance < 0 limit 5`,
  },
  {
    invariant: 'house accounts keep no cached balance',
    sql: `select id, name, currency, balance::text from accounts where owner = 'house' and balance <> 0 limit 5`,
  },
  {
    invariant: 'held funds equal the open holds',
    sql: `select a.owner_id, a.currency, a.balance::text, coalesce(h.total, 0)::text as open_holds
          from accounts a left join (select user_id, currency, sum(amount) as total from holds where state = 'held'
                                     group by user_id, currency) h
            on h.user_id = a.owner_id and h.currency = a.currency
          where a.owner = 'user' and a.name = 'held' and a.balance <> coalesce(h.total, 0) limit 5`,
  },
  {
    invariant: 'every external payment is credited at most once, and only when paid',
    sql: `select o.order_sn, o.state, count(t.id)::int as credits
          from payment_orders o left join ledger_tx t on t.idempotency_key = 'deposit:' || o.order_sn
          group by o.order_sn, o.state
          having (o.state in ('paid', 'refunded') and count(t.id) <> 1)
              or (o.state not in ('paid', 'refunded') and count(t.id) <> 0) limit 5`,
  },
  {
    invariant: 'a refunded deposit took back exactly what it credited, and only a refunded one took anything back',
    sql: `select o.order_sn, o.state from payment_orders o
          where (o.state = 'refunded' and (
                  select coalesce(sum(p.amount), 0) from ledger_tx t join postings p on p.tx_id = t.id
                  join accounts a on a.id = p.account_id and a.owner = 'user' and a.owner_id = o.user_id and a.name = 'main'
                  where t.ref_kind = 'order' and t.ref_id = o.order_sn and t.kind in ('deposit', 'refund')) <> 0)
             or (o.state <> 'refunded' and exists (
                  select 1 from ledger_tx t where t.ref_kind = 'order' and t.ref_id = o.order_sn and t.kind = 'refund'
                    and t.idempotency_key like 'refund:%'))
          limit 5`,
  },
  {
    invariant: 'every item is in exactly one known state',
    sql: `select knapsack_id, state from items
          where state is null or state not in ('owned', 'withdrawing', 'withdrawn', 'sold', 'consumed') limit 5`,
  },
  {
    invariant: 'an item is withdrawing exactly while one withdrawal of it is active, withdrawn after one success',
    sql: `select i.knapsack_id, i.state, count(w.id) filter (where w.state in ('in_progress', 'ready'))::int as active,
            count(w.id) filter (where w.state = 'success')::int as delivered
          from items i left join withdrawals w on w.knapsack_id = i.knapsack_id
          where i.state in ('withdrawing', 'withdrawn')
             or exists (select 1 from withdrawals x where x.knapsack_id = i.knapsack_id)
          group by i.knapsack_id, i.state
          having count(w.id) filter (where w.state in ('in_progress', 'ready')) <> (case when i.state = 'withdrawing' then 1 else 0 end)
              or count(w.id) filter (where w.state = 'success') <> (case when i.state = 'withdrawn' then 1 else 0 end)
          limit 5`,
  },
  {
    invariant: "the guess pool holds each guess's open stakes, then its unreceived winnings, then nothing",
    sql: `select g.id, g.state, coalesce(l.held, 0)::text as held, e.owed::text as owed
          from guesses g
          left join (select t.ref_id, sum(p.amount) as held from postings p
                       join ledger_tx t on t.id = p.tx_id join accounts a on a.id = p.account_id
                      where a.owner = 'house' and a.name = 'guess' and t.ref_kind = 'guess' group by t.ref_id) l
            on l.ref_id = g.id::text
          cross join lateral (select case
              when g.state = 'open' then (select coalesce(sum(amount), 0) from guess_stakes s where s.guess_id = g.id)
              when g.state = 'settled' then (select coalesce(sum(amount), 0) from guess_payouts x
                                              where x.guess_id = g.id and x.kind = 'win' and x.received_at is null)
              else 0 end as owed) e
          where coalesce(l.held, 0) <> e.owed limit 5`,
  },
];

export async function auditLedger(pool: pg.Pool | pg.Client, extra: typeof CHECKS = []): Promise<Violation[]> {
  const violations: Violation[] = [];
  for (const check of [...CHECKS, ...extra]) {
    const res = await pool.query(check.sql);
    for (const row of res.rows) violations.push({ invariant: check.invariant, detail: JSON.stringify(row) });
  }
  return violations;
}
