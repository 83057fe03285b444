import { useCallback, useEffect, useState } from 'react';
import { LOGIN_PULL_EVENT } from '../../../lib/user';
import { siteSocket } from '../../../lib/ws';

export type FallingPrizeEvent = { level: number; red_money: number };

/** The player's `FallingGoods.{id}` channel: a VIP level-up prize to drop on screen (null when none is showing). */
export function useFallingPrize(userId: number | null): [FallingPrizeEvent | null, () => void] {
  const [prize, setPrize] = useState<FallingPrizeEvent | null>(null);
  useEffect(() => {
    if (!userId) return;
    const release = siteSocket.retain();
    const off = siteSocket.subscribe(`FallingGoods.${userId}`, (event, data) => {
      const d = data as Partial<FallingPrizeEvent> | null;
      if (event === 'vip.reward' && typeof d?.level === 'number' && typeof d.red_money === 'number') {
        setPrize({ level: d.level, red_money: d.red_money });
        // The reward is on the balance: the header follows.
        window.dispatchEvent(new CustomEvent(LOGIN_PULL_EVENT));
      }
    });
    return () => {
      off();
      release();
    };
  }, [userId]);
  const clear = useCallback(() => setPrize(null), []);
  return [prize, clear];
}
