import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BACKPACK_KEY } from '../../../lib/queries';
import { loadProfile } from '../../../lib/user';
import { siteSocket } from '../../../lib/ws';
import { detailKey, KEY } from '../api/giveaways';

/**
 * The room's channel (`gift.{id}`: join, draw, cancel) on top of the polling: any event reads the room
 * again at once; a draw also refreshes balances and the backpack (a winner's prize lands there).
 */
export function useRoomLive(id: number, active: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    if (!active) return;
    const reload = () => void client.invalidateQueries({ queryKey: detailKey(id) });
    const release = siteSocket.retain();
    const off = siteSocket.subscribe(`gift.${id}`, (event) => {
      reload();
      if (event === 'draw' || event === 'cancel') {
        void loadProfile();
        void client.invalidateQueries({ queryKey: [KEY, 'list'] });
        void client.invalidateQueries({ queryKey: [BACKPACK_KEY] });
      }
    });
    return () => {
      off();
      release();
    };
  }, [id, active, client]);
}
