import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { messagesQuery, type StationMessage } from '@/api/messages';
import { localeAtom } from '@/state/preferences';
import { useIsLoggedIn } from '@/state/session';

/** How often the home bell asks again while it is shown (a deposit decided, a contract settled…). */
const BELL_REFRESH_MS = 60_000;

/** How often a page waiting for money events (the assets tab) asks again. */
const ARRIVALS_REFRESH_MS = 15_000;

/** The signed-in user's station messages, newest first (`/faqs`), in the UI language; `poll` asks again every minute. */
export function useMessages(opts: { poll?: boolean | number } = {}) {
  const loggedIn = useIsLoggedIn();
  const lang = useAtomValue(localeAtom);
  return useQuery({
    ...messagesQuery(lang),
    enabled: loggedIn,
    refetchInterval: opts.poll === true ? BELL_REFRESH_MS : opts.poll || false,
  });
}

/**
 * Calls `onArrive` with the messages that arrive while the caller is shown (asked for every 15 s; those already
 * there when it opened do not count): a deposit credited, a withdrawal paid out or refused, a contract settled —
 * the engine writes a message for each (decision 89), so a page showing balances reads them again then.
 */
export function useMessageArrivals(onArrive: (arrived: StationMessage[]) => void) {
  const { data } = useMessages({ poll: ARRIVALS_REFRESH_MS });
  const newest = useRef<number | null>(null);
  const callback = useRef(onArrive);
  useEffect(() => {
    callback.current = onArrive;
  });
  useEffect(() => {
    if (!data) return;
    const top = data.reduce((max, m) => Math.max(max, m.id), 0);
    const seen = newest.current;
    newest.current = Math.max(top, seen ?? 0);
    if (seen === null) return;
    const arrived = data.filter((m) => m.id > seen);
    if (arrived.length > 0) callback.current(arrived);
  }, [data]);
}

/** How many messages are unread (0 while signed out or not known yet). */
export function useUnreadCount(): number {
  const { data } = useMessages({ poll: true });
  return data?.filter((m) => m.unread).length ?? 0;
}
