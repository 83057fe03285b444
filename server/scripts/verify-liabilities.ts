// npm run verify -- liabilities --proof <proof.json> [--root <hex>] [--total <thousandths>] [--json]
//
// Recomputes a proof of liabilities (docs/trust.md): from the leaf and the path in the JSON that
// GET /api/transparency/liabilities/proof answered (the whole envelope or its `data`) up to the root and the total,
// with the same shared code the /trust page uses. --root and --total (from GET /api/transparency/liabilities)
// are checked too. Exit 0 when everything matches, 1 on a mismatch, 2 on bad arguments.

import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ZLiabilityProof } from '@dropforge/shared/contract';
import { recomputeLiabilityRoot, sha256Hex } from '@dropforge/shared/domain';

export const LIABILITIES_USAGE = `  npm run verify -- liabilities --proof <proof JSON file> [--root <hex>] [--total <thousandths>] [--json]`;

/** Runs the check; answers the exit code. */
export function verifyLiabilities(argv: string[], fail: (message: string) => never): number {
  let values: { proof?: string; root?: string; total?: string; json?: boolean };
  try {
    values = parseArgs({
      args: argv,
      options: {
        proof: { type: 'string' },
        root: { type: 'string' },
        total: { type: 'string' },
        json: { type: 'boolean', default: false },
      },
    }).values;
  } catch (error) {
    fail((error as Error).message);
  }
  if (!values.proof) fail('--proof is required');
  if (!existsSync(values.proof)) fail(`--proof ${values.proof}: no such file`);
  if (values.total !== undefined && !/^\d+$/.test(values.total))
    fail(`--total must be a whole number: ${values.total}`);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(values.proof, 'utf8'));
  } catch (error) {
    fail(`--proof ${values.proof}: not JSON (${(error as Error).message})`);
  }
  const body = (raw as { data?: unknown })?.data ?? raw;
  const parsed = ZLiabilityProof.safeParse(body);
  if (!parsed.success) fail(`--proof ${values.proof}: not a liabilities proof (${parsed.error.issues[0]?.message})`);
  const proof = parsed.data;

  const check = recomputeLiabilityRoot(proof.leaf, proof.path);
  const userHash = sha256Hex(`${proof.user_id}:${proof.salt}`);
  const results = {
    user_hash: userHash === proof.leaf.user_hash,
    root: check.root === proof.root && (values.root === undefined || check.root === values.root.toLowerCase()),
    total: check.total === proof.total && (values.total === undefined || check.total === Number(values.total)),
  };
  const ok = results.user_hash && results.root && results.total;
  if (values.json) {
    console.log(JSON.stringify({ ok, ...check, checks: results }, null, 2));
  } else {
    const mark = (good: boolean) => (good ? '  ✓ matches' : '  ✗ MISMATCH');
    console.log(`currency          ${proof.currency} (snapshot ${proof.date})`);
    console.log(`user hash         sha256("${proof.user_id}:${proof.salt}") = ${userHash}${mark(results.user_hash)}`);
    console.log(`leaf              sha256("${proof.leaf.user_hash}:${proof.leaf.balance}")`);
    check.steps.forEach((step, i) => {
      console.log(`${i === 0 ? 'step 0 (leaf)' : `step ${i}`.padEnd(13)}     ${step.hash}  sum ${step.sum}`);
    });
    console.log(`root              ${check.root}${mark(results.root)}`);
    console.log(`total             ${check.total}${mark(results.total)}`);
  }
  return ok ? 0 : 1;
}
