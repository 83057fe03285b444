import { sha256Hex } from '../fair';

/** One line of a case's ticket table: its goods and its tickets, `to` exclusive (as the case page shows them). */
export interface ContentsLine {
  goodsId: number | string;
  from: number;
  to: number;
}

/**
 * The text a case's `contents_hash` covers: `${goods_id}:${ticket_from}:${ticket_to}` per item, in ticket order,
 * joined by `\n` (no newline at the end).
 */
export function contentsText(lines: readonly ContentsLine[]): string {
  return [...lines]
    .sort((a, b) => a.from - b.from)
    .map((l) => `${l.goodsId}:${l.from}:${l.to}`)
    .join('\n');
}

/** Hex SHA-256 of `contentsText`: the version of a case's contents every roll is drawn against. */
export function contentsHash(lines: readonly ContentsLine[]): string {
  return sha256Hex(contentsText(lines));
}

/** Parses `contentsText` back into lines (for a version fetched by its hash); throws on a malformed line. */
export function parseContents(text: string): ContentsLine[] {
  if (text === '') return [];
  return text.split('\n').map((line, i) => {
    const m = /^(\d+):(\d+):(\d+)$/.exec(line);
    if (!m) throw new Error(`contents: line ${i + 1} is not goods_id:ticket_from:ticket_to`);
    return { goodsId: Number(m[1]), from: Number(m[2]), to: Number(m[3]) };
  });
}
