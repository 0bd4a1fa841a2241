import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markMessageRead, messagesKeys, type StationMessage } from '@/api/messages';

// Apart from hooks.ts, which the home header's bell loads: the mutation machinery is the messages page's only.
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
