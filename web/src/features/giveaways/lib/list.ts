/**
 * The /giveaway list's URL (spec §2, §9): tabs Active (`state=1`, the default), Ended (`state=2`) and My
 * (`is_me=1`, with its own active / ended switch), the keyword (`word`) and the page. 15 rooms a page; the
 * pager shows only when there are more.
 */
export const GIVEAWAY_PAGE_SIZE = 15;
export const LIST_TABS = ['active', 'ended', 'mine'] as const;
export type ListTab = (typeof LIST_TABS)[number];
/** The My tab's own filter: rooms still open, or drawn. */
export type MineState = 'active' | 'ended';

export interface ListView {
  tab: ListTab;
  mine: MineState;
  word: string;
  page: number;
}

export const DEFAULT_VIEW: ListView = { tab: 'active', mine: 'active', word: '', page: 1 };
const WORD_MAX = 64;

export function parseListSearch(params: URLSearchParams): ListView {
  const state = params.get('state');
  const tab: ListTab = params.get('is_me') === '1' ? 'mine' : state === '2' || state === '3' ? 'ended' : 'active';
  const mine: MineState = tab === 'mine' && (state === '2' || state === '3') ? 'ended' : 'active';
  const word = (params.get('word') ?? '').trim().slice(0, WORD_MAX);
  const page = Math.max(1, Math.min(100_000, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  return { tab, mine, word, page };
}

/** `?…` of a view (defaults left out), or '' for the first page of active rooms. */
export function listSearch(view: ListView): string {
  const search = new URLSearchParams();
  if (view.tab === 'ended') search.set('state', '2');
  if (view.tab === 'mine') {
    search.set('is_me', '1');
    if (view.mine === 'ended') search.set('state', '3');
  }
  const word = view.word.trim();
  if (word) search.set('word', word.slice(0, WORD_MAX));
  if (view.page > 1) search.set('page', String(view.page));
  const qs = search.toString();
  return qs ? `?${qs}` : '';
}

/** The `GET /api/gift/shop` query of a view. */
export function listQuery(view: ListView) {
  const ended = view.tab === 'ended' || (view.tab === 'mine' && view.mine === 'ended');
  return {
    state: ended ? (view.tab === 'mine' ? 3 : 2) : 1,
    limit: GIVEAWAY_PAGE_SIZE,
    page: view.page,
    word: view.word.trim() || undefined,
    is_me: view.tab === 'mine' ? 1 : undefined,
  };
}

/** Pages of a list; the pager shows only above one page of 15 (spec §9). */
export function pageCount(total: number, size = GIVEAWAY_PAGE_SIZE): number {
  return total > size ? Math.ceil(total / size) : 1;
}
