import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useSessionToken, useStoredUser } from '@/state/session';
import { getRealtime } from './connection';
import { socketStatusAtom } from './state';

/**
 * Opens the socket at launch (spec §7) and mirrors its state into `socketStatusAtom`. With `connectAfter`
 * (the app: its first screen), the socket client is loaded and connected once that resolves, so it is not
 * part of the first screen's cost; subscriptions made meanwhile are sent on connect.
 *
 * It also hands the session to the socket: `login` with the user id (from `/user/info`) and the token, on
 * every connect; a sign-out opens a fresh connection (decision 57).
 */
/** How long the launch's first connection may take before the live figures are marked not live. */
const FIRST_CONNECT_GRACE_MS = 5000;

export function RealtimeBridge({ connectAfter }: { connectAfter?: Promise<unknown> }) {
  const setStatus = useSetAtom(socketStatusAtom);
  const token = useSessionToken();
  const uid = useStoredUser()?.id;

  useEffect(() => {
    getRealtime().setSession(token && uid !== undefined ? { uid, token } : null);
  }, [token, uid]);

  useEffect(() => {
    const realtime = getRealtime();
    const off = realtime.onStatus(setStatus);
    setStatus(realtime.status);
    // a first connection that takes this long is no longer "starting": the figures are marked not live
    const grace = setTimeout(
      () => setStatus((s) => (s === 'starting' ? 'connecting' : s)),
      FIRST_CONNECT_GRACE_MS,
    );
    let active = true;
    if (connectAfter) void connectAfter.then(() => active && realtime.connect());
    else realtime.connect();
    return () => {
      active = false;
      clearTimeout(grace);
      off();
    };
  }, [setStatus, connectAfter]);
  return null;
}
