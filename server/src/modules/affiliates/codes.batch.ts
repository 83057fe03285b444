import type { CodeKind } from '@dropforge/shared/contract';
import { type Milli, ZERO_MILLI } from '@dropforge/shared/domain';
import type { Executor } from '../../platform/db';
import * as repo from './codes.repo';
import { hashCode, newCode } from './codes.service';

export type CodeBatch = {
  kind: CodeKind;
  amount: Milli;
  box: string | null;
  uses: number;
  perAccount: number;
  count: number;
  validDays: number | null;
  minDeposit: Milli;
  campaign: string | null;
};

/** Creates `count` codes with the same terms and answers them in clear (the only time they exist in clear). */
export async function createCodeBatch(
  db: Executor,
  pepper: string,
  batch: CodeBatch,
  now = new Date(),
): Promise<string[]> {
  const codes = Array.from({ length: batch.count }, newCode);
  const validUntil = batch.validDays === null ? null : new Date(now.getTime() + batch.validDays * 86_400_000);
  const created = await repo.insertCodes(
    db,
    codes.map((code) => ({
      codeHash: hashCode(pepper, code),
      kind: batch.kind,
      amount: batch.kind === 'box' ? ZERO_MILLI : batch.amount,
      boxId: batch.box,
      uses: batch.uses,
      perAccount: batch.perAccount,
      validFrom: now,
      validUntil,
      minDeposit: batch.minDeposit,
      campaign: batch.campaign,
      source: 'ops',
    })),
  );
  if (created !== codes.length)
    throw new Error('a generated code collided with an existing one; run the command again');
  return codes;
}
