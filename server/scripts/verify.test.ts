import { spawnSync } from 'node:child_process';
import { createHash, createHmac } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const run = (...args: string[]) => {
  const result = spawnSync('npx', ['tsx', 'server/scripts/verify.ts', ...args], { cwd: root, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
};

const serverSeed = createHash('sha256').update('verify cli test').digest('hex');
const serverSeedHash = createHash('sha256').update(serverSeed).digest('hex');
const digestOf = (message: string) => createHmac('sha256', serverSeed).update(message).digest('hex');
const ticketOf = (digest: string) => Number((BigInt(`0x${digest.slice(0, 13)}`) * 100_000_000n) >> 52n);

describe('npm run verify', { timeout: 60_000 }, () => {
  it('prints digest, float, ticket and the drawn entry, and checks the commitment', () => {
    const digest = digestOf('case:my seed ü:7:0');
    const ticket = ticketOf(digest);
    const dir = mkdtempSync(join(tmpdir(), 'verify-'));
    const file = join(dir, 'odds.json');
    writeFileSync(
      file,
      JSON.stringify([
        { goodsId: 'low', tickets: ticket },
        { goodsId: 'hit', tickets: 1 },
        { goodsId: 'high', tickets: 100_000_000 - ticket - 1 },
      ]),
    );
    const out = run(
      '--server-seed',
      serverSeed,
      '--client-seed',
      'my seed ü',
      '--nonce',
      '7',
      '--server-seed-hash',
      serverSeedHash,
      '--ticket',
      String(ticket),
      '--case',
      file,
    );
    expect(out.stderr).not.toMatch(/mismatch/i);
    expect(out.status).toBe(0);
    expect(out.stdout).toContain(`digest            ${digest}`);
    expect(out.stdout).toContain(`ticket            ${ticket}  ✓ matches`);
    expect(out.stdout).toContain(`float             ${Number.parseInt(digest.slice(0, 13), 16) / 2 ** 52}`);
    expect(out.stdout).toMatch(/server seed hash .* ✓ matches/);
    expect(out.stdout).toContain('drop              goods hit');
  });

  it('exits 1 on a hash or ticket mismatch and 2 on bad arguments', () => {
    const wrongHash = run(
      '--server-seed',
      serverSeed,
      '--client-seed',
      'c',
      '--nonce',
      '0',
      '--server-seed-hash',
      '00'.repeat(32),
    );
    expect(wrongHash.status).toBe(1);
    expect(wrongHash.stdout).toContain('✗ MISMATCH');
    expect(wrongHash.stderr).toContain('server seed hash mismatch');
    const ticket = ticketOf(digestOf('upgrade:c:3:1'));
    const wrongTicket = run(
      '--server-seed',
      serverSeed,
      '--client-seed',
      'c',
      '--nonce',
      '3',
      '--round',
      '1',
      '--game',
      'upgrade',
      '--ticket',
      String((ticket + 1) % 100_000_000),
      '--json',
    );
    expect(wrongTicket.status).toBe(1);
    expect(JSON.parse(wrongTicket.stdout)).toMatchObject({ ticket, ticketMatches: false, ok: false });
    expect(run('--client-seed', 'c', '--nonce', '0').status).toBe(2);
    expect(run('--server-seed', serverSeed, '--client-seed', 'c', '--nonce', 'x').status).toBe(2);
    expect(
      run('--server-seed', serverSeed, '--client-seed', 'c', '--nonce', '1', '--case', 'no-such-case').status,
    ).toBe(2);
  });

  it('verifies a battle roll from the ordered client seeds, round, slot and beacon', () => {
    const message = 'battle:alice,bob:2:1:beacon';
    const out = run(
      '--game',
      'battle',
      '--server-seed',
      serverSeed,
      '--client-seed',
      'alice',
      '--client-seed',
      'bob',
      '--round',
      '2',
      '--slot',
      '1',
      '--beacon',
      'beacon',
      '--ticket',
      String(ticketOf(digestOf(message))),
      '--json',
    );
    expect(out.status).toBe(0);
    expect(JSON.parse(out.stdout)).toMatchObject({ message, digest: digestOf(message), ok: true });
  });
});
