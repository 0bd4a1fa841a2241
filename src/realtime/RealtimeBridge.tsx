import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { getRealtime } from './index';
import { socketStatusAtom } from './state';

/**
 * Opens the socket at launch (spec §7) and mirrors its state into `socketStatusAtom`. With `connectAfter`
 * (the app: its first screen), the socket client is loaded and connected once that resolves, so it is not
 * part of the first screen's cost; subscriptions made meanwhile are sent on connect.
 */
export function RealtimeBridge({ connectAfter }: { connectAfter?: Promise<unknown> }) {
  const setStatus = useSetAtom(socketStatusAtom);
  useEffect(() => {
    const realtime = getRealtime();
    const off = realtime.onStatus(setStatus);
    setStatus(realtime.status);
    let active = true;
    if (connectAfter) void connectAfter.then(() => active && realtime.connect());
    else realtime.connect();
    return () => {
      active = false;
      off();
    };
  }, [setStatus, connectAfter]);
  return null;
}
