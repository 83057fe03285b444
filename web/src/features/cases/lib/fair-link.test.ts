import { describe, expect, it } from 'vitest';
import { verifyPath } from './fair-link';

describe('verifyPath', () => {
  it('names the roll in the verifier URL fields', () => {
    const url = new URL(
      verifyPath(
        { serverSeedHash: 'ab12', clientSeed: 'my seed', nonce: 7, round: 0, ticket: 4242 },
        'budget-one-buck',
      ),
      'https://x.test',
    );
    expect(url.pathname).toBe('/provablyfair');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      hash: 'ab12',
      clientSeed: 'my seed',
      nonce: '7',
      case: 'budget-one-buck',
      ticket: '4242',
    });
    expect(verifyPath({ serverSeedHash: 'h', clientSeed: 'c', nonce: 1, round: 2, ticket: 3 }, 'x')).toContain(
      'round=2',
    );
  });
});
