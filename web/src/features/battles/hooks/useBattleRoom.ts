import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { loadProfile, useUser } from '../../../lib/user';
import { siteSocket } from '../../../lib/ws';
import { type BattleDetail, detailKey, KEY, useBattle } from '../api/battles';
import { foldEvent, msUntil, mySlot } from '../lib/room';

/** Extra wait past a round's due time before the page asks the server instead of the channel (ms). */
const OVERDUE_MS = 3000;

/**
 * A battle room: the detail (`GET /api/battle/{id}`) kept live by its channel. Events fold into the cached
 * detail; a gap, a reconnect or a round overdue reloads it. Balances follow the money: the header is
 * refreshed when the battle starts, is cancelled (refunds) or ends (items won).
 */
export function useBattleRoom(id: number, code: string | null) {
  const client = useQueryClient();
  const query = useBattle(id, code);
  const { profile } = useUser();
  const userId = profile?.id ?? null;
  const detail = query.data;
  const channel = detail?.channel ?? null;

  useEffect(() => {
    if (!channel) return;
    const key = detailKey(id, code);
    const reload = () => void client.invalidateQueries({ queryKey: key });
    const release = siteSocket.retain();
    let wasOpen = siteSocket.status === 'open';
    const offStatus = siteSocket.onStatus((status) => {
      if (status !== 'open') return;
      if (wasOpen) reload();
      wasOpen = true;
    });
    const off = siteSocket.subscribe(channel, (event, data) => {
      const current = client.getQueryData<BattleDetail>(key);
      if (!current) return;
      const folded = foldEvent(current, event, data);
      if (folded.detail !== current) client.setQueryData(key, folded.detail);
      if (folded.stale) reload();
      if (event === 'start' || event === 'end' || event === 'cancel') {
        if (mySlot(current, userId) !== null) void loadProfile();
        void client.invalidateQueries({ queryKey: [KEY, 'mine'] });
        void client.invalidateQueries({ queryKey: [KEY, 'history'] });
        if (event === 'end') void client.invalidateQueries({ queryKey: ['backpack'] });
      }
    });
    // Whatever happened between the first answer and the subscription: read once more.
    const settle = setTimeout(reload, 400);
    return () => {
      clearTimeout(settle);
      off();
      offStatus();
      release();
    };
  }, [channel, id, code, client, userId]);

  // A round overdue by a few seconds (a lost event, a sleeping tab): ask the server.
  const due = detail?.state === 'running' ? detail.next_round_at : null;
  useEffect(() => {
    if (!due) return;
    const timer = setTimeout(
      () => void client.invalidateQueries({ queryKey: detailKey(id, code) }),
      msUntil(due, Date.now()) + OVERDUE_MS,
    );
    return () => clearTimeout(timer);
  }, [due, id, code, client]);

  return { query, detail, userId, mine: detail ? mySlot(detail, userId) : null };
}
