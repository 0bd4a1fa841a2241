/**
 * Seconds settlement: every seconds-contract order the server settles for the signed-in user.
 *
 *   onMicroOrderClosed(listener, manager?): () => void
 *       calls `listener` with each settlement as it arrives (never throttled, never merged: each one counts):
 *       `{ id, order }`, `order` the settled order, or null when the server sent only its id (then refetch
 *       the lists). Holds the feed while listened.
 *
 * Wire: the family's `closed_microorder` user event (`data` = the order row, or `{id}` on one fork), read by
 * `toClosedMicro` (src/api/wire/trade/feeds.ts), or our `push {channel: 'micro_settled', data}` with the same
 * payload. A settlement is an event, not a state: a listener may hear one twice (a server replaying its last
 * push to a newcomer), so it should write the order by id.
 */
import type { MicroSettlement } from '@/api/schemas/trade';
import { toClosedMicro } from '@/api/wire/trade/feeds';
import { getRealtime } from './connection';
import { codecSubscribe, registerCodec, type ChannelCodec, type SocketManager } from './socket';

export const MICRO_SETTLED = 'micro_settled';

export const secondsCodec: ChannelCodec<MicroSettlement> = {
  prefix: MICRO_SETTLED,
  decode: (data) => toClosedMicro(data) ?? undefined,
  events: {
    closed_microorder: (payload) => {
      const settlement = toClosedMicro(payload);
      return settlement ? [{ channel: MICRO_SETTLED, data: settlement }] : [];
    },
  },
};
registerCodec(secondsCodec);

export function onMicroOrderClosed(
  listener: (settlement: MicroSettlement) => void,
  manager: SocketManager = getRealtime(),
): () => void {
  return codecSubscribe(manager, secondsCodec)(MICRO_SETTLED, listener);
}
