import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { getRealtime } from './index';
import { socketStatusAtom } from './state';

/** Opens the socket at launch (spec §7) and mirrors its state into `socketStatusAtom`. */
export function RealtimeBridge() {
  const setStatus = useSetAtom(socketStatusAtom);
  useEffect(() => {
    const realtime = getRealtime();
    const off = realtime.onStatus(setStatus);
    setStatus(realtime.status);
    realtime.connect();
    return off;
  }, [setStatus]);
  return null;
}
