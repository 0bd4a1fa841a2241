import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { markMessageRead, messagesKeys, messagesQuery, type StationMessage } from '@/api/messages';
import { localeAtom } from '@/state/preferences';
import { useIsLoggedIn } from '@/state/session';

/** How often the home bell asks again while it is shown (a deposit decided, a contract settled…). */
const BELL_REFRESH_MS = 60_000;

/** The signed-in user's station messages, newest first (`/faqs`), in the UI language. */
export function useMessages(opts: { poll?: boolean } = {}) {
  const loggedIn = useIsLoggedIn();
  const lang = useAtomValue(localeAtom);
  return useQuery({
    ...messagesQuery(lang),
    enabled: loggedIn,
    refetchInterval: opts.poll ? BELL_REFRESH_MS : false,
  });
}

/** How many messages are unread (0 while signed out or not known yet). */
export function useUnreadCount(): number {
  const { data } = useMessages({ poll: true });
  return data?.filter((m) => m.unread).length ?? 0;
}

/**
 * Marks a message read (`/faqsq`): the cached lists show it read at once (the bell's count drops with it), and
 * are read again from the server afterwards, success or not.
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => markMessageRead(id),
    onMutate: (id) => {
      queryClient.setQueriesData<StationMessage[]>({ queryKey: messagesKeys.all }, (list) =>
        list?.map((m) => (m.id === id ? { ...m, unread: false } : m)),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagesKeys.all }),
  });
}
