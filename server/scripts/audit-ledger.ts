// npm run audit:ledger — checks every ledger invariant; exits 1 naming the first violation.
import pg from 'pg';
import { auditLedger } from '../src/modules/wallet';
import { siteDatabaseUrl } from './database-url';

const client = new pg.Client({ connectionString: siteDatabaseUrl() });
await client.connect();
try {
  const violations = await auditLedger(client);
  if (violations.length === 0) {
    const counts = await client.query(
      `select (select count(*) from ledger_tx)::int as transactions, (select count(*) from postings)::int as postings`,
    );
    console.log(
      `ledger audit passed: ${counts.rows[0].transactions} transactions, ${counts.rows[0].postings} postings`,
    );
  } else {
    const first = violations[0]!;
    console.error(`ledger audit FAILED: ${first.invariant}: ${first.detail}`);
    if (violations.length > 1) console.error(`(${violations.length - 1} more violation rows)`);
    process.exitCode = 1;
  }
} finally {
  await client.end();
}
process.exit(process.exitCode ?? 0);
