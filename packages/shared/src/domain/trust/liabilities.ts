import { hmacSha256Hex, sha256Hex } from '../fair';

/**
 * Proof of liabilities as a Merkle sum tree (docs/trust.md): every player's balance (thousandths) is a leaf
 * `sha256("${user_hash}:${balance}")`; a node is `sha256("${left_hash}:${left_sum}:${right_hash}:${right_sum}")`
 * with the sum of both. Leaves are ordered by `user_hash`; on a level with an odd count the last node moves up
 * unchanged. The root's sum is the total owed, and a player's path proves their balance is counted in it.
 */
export interface SumNode {
  hash: string;
  sum: number;
}

export interface ProofStep extends SumNode {
  /** Where this sibling sits: `left` means the running hash goes on the right of it. */
  side: 'left' | 'right';
}

export type Hash = (text: string) => string;

/** A player's salt in one snapshot: only they get it, so nobody else can tell which leaf is theirs. */
export const liabilitySalt = (secret: string, userId: number): string => hmacSha256Hex(secret, `salt:${userId}`);

export const liabilityUserHash = (userId: number, salt: string, hash: Hash = sha256Hex): string =>
  hash(`${userId}:${salt}`);

export const leafNode = (userHash: string, balance: number, hash: Hash = sha256Hex): SumNode => ({
  hash: hash(`${userHash}:${balance}`),
  sum: balance,
});

export const parentNode = (left: SumNode, right: SumNode, hash: Hash = sha256Hex): SumNode => ({
  hash: hash(`${left.hash}:${left.sum}:${right.hash}:${right.sum}`),
  sum: left.sum + right.sum,
});

/** The root of a tree with no leaves. */
export const EMPTY_ROOT: SumNode = { hash: sha256Hex(''), sum: 0 };

/** Every level of the tree, leaves first; the last level holds the root alone. */
export function sumTreeLevels(leaves: readonly SumNode[], hash: Hash = sha256Hex): SumNode[][] {
  if (leaves.length === 0) return [[EMPTY_ROOT]];
  const levels: SumNode[][] = [[...leaves]];
  let level = levels[0]!;
  while (level.length > 1) {
    const next: SumNode[] = [];
    for (let i = 0; i < level.length; i += 2) {
      const right = level[i + 1];
      next.push(right ? parentNode(level[i]!, right, hash) : level[i]!);
    }
    levels.push(next);
    level = next;
  }
  return levels;
}

/** Positions `(level, index)` of the siblings on the way from leaf `index` to the root (none for a lone node). */
export function proofPositions(
  leafCount: number,
  index: number,
): { level: number; index: number; side: 'left' | 'right' }[] {
  const out: { level: number; index: number; side: 'left' | 'right' }[] = [];
  let count = leafCount;
  let at = index;
  for (let level = 0; count > 1; level++) {
    const sibling = at ^ 1;
    if (sibling < count) out.push({ level, index: sibling, side: sibling < at ? 'left' : 'right' });
    at >>= 1;
    count = Math.ceil(count / 2);
  }
  return out;
}

export interface ProofCheck {
  root: string;
  total: number;
  /** The node after each step, for showing the work. */
  steps: (SumNode & { text: string })[];
}

/** Recomputes the root and the total from a leaf and its path. */
export function recomputeLiabilityRoot(
  leaf: { user_hash: string; balance: number },
  path: readonly ProofStep[],
  hash: Hash = sha256Hex,
): ProofCheck {
  const leafText = `${leaf.user_hash}:${leaf.balance}`;
  let node: SumNode = { hash: hash(leafText), sum: leaf.balance };
  const steps: ProofCheck['steps'] = [{ ...node, text: leafText }];
  for (const step of path) {
    const [left, right] = step.side === 'left' ? [step, node] : [node, step];
    const text = `${left.hash}:${left.sum}:${right.hash}:${right.sum}`;
    node = { hash: hash(text), sum: left.sum + right.sum };
    steps.push({ ...node, text });
  }
  return { root: node.hash, total: node.sum, steps };
}
