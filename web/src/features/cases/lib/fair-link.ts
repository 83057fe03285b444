/** What a verify link needs of a roll (an OpenDrop). */
export interface RollRef {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  round: number;
  ticket: number;
}

/**
 * `/provablyfair` filled in with one roll (the verifier's URL fields: `hash`, `clientSeed`, `nonce`, `round`,
 * `case`, `ticket`); the server seed is added there once the pair is rotated and revealed.
 */
export function verifyPath(roll: RollRef, caseId: string): string {
  const query = new URLSearchParams({
    hash: roll.serverSeedHash,
    clientSeed: roll.clientSeed,
    nonce: String(roll.nonce),
  });
  if (roll.round !== 0) query.set('round', String(roll.round));
  query.set('case', caseId);
  query.set('ticket', String(roll.ticket));
  return `/provablyfair?${query.toString()}`;
}
