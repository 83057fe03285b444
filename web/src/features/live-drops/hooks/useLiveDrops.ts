import { useEffect, useRef, useState } from 'react';
import { onRevealsReleased, revealsHeld } from '../../../lib/reveal-hold';
import { DROP_CHANNEL, siteSocket } from '../../../lib/ws';
import { type DropEntry, EMPTY_BUFFER, isDropEntry, type LiveBuffer, pushLive } from '../lib/drops';

/** The `DropKanban` event of DropKanbanChannel (contract `DROP_EVENT`). */
const DROP_EVENT = 'DropKanban';

export interface LiveDrops extends LiveBuffer {
  /** When each live drop arrived (ms), so only cards that just arrived slide in. */
  arrived: ReadonlyMap<number, number>;
}

/**
 * Drops received on DropKanbanChannel since mount, newest first (the latest `cap` of all drops and of the
 * best ones). `onReconnect` runs when the socket comes back after a drop-out, to reload what was missed.
 * While the page reveals a result of its own (lib/reveal-hold), arrivals wait and come in when it ends.
 */
export function useLiveDrops(cap: number, onReconnect?: () => void, enabled = true): LiveDrops {
  const [live, setLive] = useState<LiveDrops>({ ...EMPTY_BUFFER, arrived: new Map() });
  const reconnect = useRef(onReconnect);
  useEffect(() => {
    reconnect.current = onReconnect;
  }, [onReconnect]);

  useEffect(() => {
    if (!enabled) return;
    const release = siteSocket.retain();
    let wasOpen = siteSocket.status === 'open';
    const offStatus = siteSocket.onStatus((status) => {
      if (status !== 'open') return;
      if (wasOpen) reconnect.current?.();
      wasOpen = true;
    });
    let waiting: DropEntry[] = [];
    const add = (fresh: DropEntry[]) => {
      const at = Date.now();
      setLive((prev) => {
        let buffer: LiveBuffer = prev;
        for (const drop of fresh) buffer = pushLive(buffer, drop, cap);
        if (buffer === prev) return prev;
        const arrived = new Map<number, number>();
        for (const drop of [...buffer.all, ...buffer.top]) arrived.set(drop.id, prev.arrived.get(drop.id) ?? at);
        return { ...buffer, arrived };
      });
    };
    const offReleased = onRevealsReleased(() => {
      const fresh = waiting;
      waiting = [];
      if (fresh.length > 0) add(fresh);
    });
    const off = siteSocket.subscribe(DROP_CHANNEL, (event, data) => {
      if (event !== DROP_EVENT) return;
      const list = Array.isArray(data) ? data : [data];
      const fresh = list.filter(isDropEntry);
      if (fresh.length === 0) return;
      if (revealsHeld()) waiting = [...waiting, ...fresh];
      else add(fresh);
    });
    return () => {
      off();
      offReleased();
      offStatus();
      release();
    };
  }, [cap, enabled]);

  return live;
}
