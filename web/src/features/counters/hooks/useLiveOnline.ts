import { useEffect, useState } from 'react';
import { siteSocket } from '../../../lib/ws';

/** The online count: starts from the config value and follows the websocket (`online` pushes, pongs). */
export function useLiveOnline(initial: number): { online: number; live: boolean } {
  const [online, setOnline] = useState(initial);
  const [live, setLive] = useState(siteSocket.status === 'open');
  useEffect(() => {
    const release = siteSocket.retain();
    const offOnline = siteSocket.onOnline(setOnline);
    const offStatus = siteSocket.onStatus((status) => setLive(status === 'open'));
    return () => {
      offOnline();
      offStatus();
      release();
    };
  }, []);
  return { online, live };
}
