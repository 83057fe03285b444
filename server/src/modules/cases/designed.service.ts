import { createHash } from 'node:crypto';
import type { CaseDraftBody, OpsCase, OpsCaseDetail } from '@dropforge/shared/contract';
import { contentsText, type Lang, type Milli, parseMilli, ticketRanges, toAmount } from '@dropforge/shared/domain';
import type { Bus } from '../../platform/bus';
import type { Database, Tx } from '../../platform/db';
import { AppError } from '../../platform/http';
import type { CatalogService } from '../catalog';
import type { CasesService } from './cases.service';
import * as repo from './designed.repo';
import type { DesignedDraft, DesignedRow, SwitchRow } from './designed.schema';
import { designCase } from './designer';
import * as versions from './versions.repo';

export const CASES_CHANGED_CHANNEL = 'cases.changed';

type DraftInput = Omit<CaseDraftBody, 'id'> & { price: number | string };
type Change = { before: unknown; after: unknown };
const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/**
 * Cases made and switched in the operator console (issue 25). Every change runs in the caller's transaction (the
 * console writes its audit entry in the same one) and answers what was before and after; `changed()` after commit
 * makes every instance resolve its cases again.
 */
export function createDesignedCases(deps: {
  database: Database;
  catalog: CatalogService;
  cases: CasesService;
  bus: Bus;
}) {
  const { database, catalog, cases } = deps;
  deps.bus.subscribe((m) => {
    if (m.channel === CASES_CHANGED_CHANNEL) cases.reload();
  });

  async function goodsOf(ids: readonly number[]) {
    const rows = await catalog.findGoods([...ids]);
    const missing = ids.filter((id) => !rows.some((r) => r.id === id));
    if (missing.length) throw new AppError('goods_not_found', { goods_ids: missing.join(', ') });
    return rows;
  }

  const draftOf = (b: DraftInput): DesignedDraft => ({
    name: b.name,
    category: b.category ?? 'site',
    level: b.level ?? 0,
    goods_ids: [...new Set(b.goods_ids)],
    price: Number(b.price),
    target_rtp: b.target_rtp,
  });

  async function design(d: Pick<DesignedDraft, 'goods_ids' | 'price' | 'target_rtp'>, lang: Lang) {
    return designCase(await goodsOf(d.goods_ids), parseMilli(String(d.price)) as Milli, d.target_rtp, lang);
  }

  function view(
    row: DesignedRow | undefined,
    sw: SwitchRow | undefined,
    id: string,
    resolved?: Awaited<ReturnType<CasesService['all']>>[number],
  ): OpsCase {
    return {
      id,
      name: row?.name ?? row?.draft.name ?? resolved?.names.en ?? id,
      category: row?.category ?? row?.draft.category ?? resolved?.category ?? 'site',
      source: row ? 'designed' : resolved?.kind === 'official' ? 'official' : 'site',
      state: row && row.version === 0 ? 'draft' : 'published',
      enabled: resolved?.enabled ?? false,
      price: resolved ? toAmount(resolved.price) : null,
      rtp: resolved ? resolved.rtp : (row?.rtp ?? null),
      contents_hash: resolved?.contentsHash ?? null,
      items: resolved ? resolved.ranges.length : (row?.items?.length ?? 0),
      available_from: iso(sw?.availableFrom ?? null),
      available_until: iso(sw?.availableUntil ?? null),
      draft_pending: row ? row.version > 0 && row.draftPending : false,
      version: row ? row.version : 1,
    };
  }

  async function current(id: string, tx: Database['db'] | Tx = database.db) {
    const [rows, switches, all] = await Promise.all([repo.allDesigned(tx), repo.allSwitches(tx), cases.all()]);
    const row = rows.find((r) => r.id === id);
    const resolved = all.find((c) => c.id === id);
    if (!row && !resolved) throw new AppError('box_not_found');
    return {
      row,
      resolved,
      view: view(
        row,
        switches.find((s) => s.boxId === id),
        id,
        resolved,
      ),
    };
  }

  return {
    design: async (b: DraftInput, lang: Lang) => {
      const { entries: _, ...answer } = await design(draftOf(b), lang);
      return answer;
    },

    async list(): Promise<OpsCase[]> {
      const [rows, switches, all] = await Promise.all([
        repo.allDesigned(database.db),
        repo.allSwitches(database.db),
        cases.all(),
      ]);
      const ids = [...new Set([...all.filter((c) => !c.free).map((c) => c.id), ...rows.map((r) => r.id)])];
      return ids.map((id) =>
        view(
          rows.find((r) => r.id === id),
          switches.find((s) => s.boxId === id),
          id,
          all.find((c) => c.id === id),
        ),
      );
    },

    async detail(id: string): Promise<OpsCaseDetail> {
      const { row, view: v } = await current(id);
      return { ...v, draft: row ? row.draft : null };
    },

    async create(tx: Tx, id: string, b: DraftInput): Promise<Change & { view: OpsCase }> {
      const draft = draftOf(b);
      await design(draft, 'en');
      if ((await cases.all()).some((c) => c.id === id) || !(await repo.insertDraft(tx, id, draft)))
        throw new AppError('case_exists');
      const after = view((await repo.lockDesigned(tx, id))!, undefined, id);
      return { before: null, after: draft, view: after };
    },

    async edit(tx: Tx, id: string, b: DraftInput): Promise<Change & { view: OpsCase }> {
      const row = await repo.lockDesigned(tx, id);
      if (!row) throw new AppError('case_not_designed');
      const draft = draftOf(b);
      await design(draft, 'en');
      await repo.updateDraft(tx, id, draft);
      const { view: v } = await current(id, tx);
      return { before: row.draft, after: draft, view: v };
    },

    /** Freezes the draft's table as the case's next version (recorded by hash before any roll can use it). */
    async publish(tx: Tx, id: string): Promise<Change & { view: OpsCase; hash: string }> {
      const row = await repo.lockDesigned(tx, id);
      if (!row) throw new AppError('case_not_designed');
      if (row.version > 0 && !row.draftPending) throw new AppError('case_already_published');
      const d = await design(row.draft, 'en');
      const items = d.entries.map((e) => ({ goods_id: e.goodsId, tickets: e.tickets }));
      const contents = contentsText(
        ticketRanges(d.entries).map((r) => ({ goodsId: r.goodsId, from: r.from, to: r.to })),
      );
      const hash = createHash('sha256').update(contents, 'utf8').digest('hex');
      await repo.publish(tx, id, {
        name: row.draft.name,
        category: row.draft.category,
        level: row.draft.level,
        items,
        rtp: d.rtp,
        price: parseMilli(String(row.draft.price)) as Milli,
      });
      await versions.recordVersions(tx, [{ boxId: id, hash, contents }]);
      const before = { version: row.version, items: row.items, rtp: row.rtp };
      return {
        before,
        after: { version: row.version + 1, items, rtp: d.rtp, contents_hash: hash },
        view: (await current(id, tx)).view,
        hash,
      };
    },

    async setState(
      tx: Tx,
      id: string,
      s: { enabled: boolean; available_from?: string | null; available_until?: string | null },
    ): Promise<Change> {
      const { row, resolved } = await current(id, tx);
      if (row && row.version === 0) throw new AppError('case_not_published');
      const old = await repo.switchOf(tx, id);
      const from =
        s.available_from === undefined ? (old?.availableFrom ?? null) : s.available_from && new Date(s.available_from);
      const until =
        s.available_until === undefined
          ? (old?.availableUntil ?? null)
          : s.available_until && new Date(s.available_until);
      if (from && until && until <= from) throw new AppError('bad_request');
      await repo.setSwitch(tx, {
        boxId: id,
        enabled: s.enabled,
        availableFrom: from || null,
        availableUntil: until || null,
      });
      const before = old
        ? { enabled: old.enabled, available_from: iso(old.availableFrom), available_until: iso(old.availableUntil) }
        : { enabled: resolved?.enabled ?? false };
      return {
        before,
        after: { enabled: s.enabled, available_from: iso(from || null), available_until: iso(until || null) },
      };
    },

    /** After commit: this instance at once, the others over the bus. */
    async changed(): Promise<void> {
      cases.reload();
      await deps.bus.publish({ channel: CASES_CHANGED_CHANNEL, event: 'changed', data: {} }).catch(() => {});
    },
  };
}

export type DesignedCases = ReturnType<typeof createDesignedCases>;
