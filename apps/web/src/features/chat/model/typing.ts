import { TYPING_CLEAR_MS } from '@volna/contracts';
import { create } from 'zustand';

/** Who is typing in which chat (by keyOf); an entry clears itself 1 s after its last typing event (spec §4). */
export const useTyping = create<{ byChat: Record<string, number[]> }>(() => ({ byChat: {} }));

const timers = new Map<string, ReturnType<typeof setTimeout>>();

function set(chat: string, userId: number, typing: boolean) {
  useTyping.setState((state) => {
    const others = (state.byChat[chat] ?? []).filter((id) => id !== userId);
    return { byChat: { ...state.byChat, [chat]: typing ? [...others, userId] : others } };
  });
}

export function typingSeen(chat: string, userId: number) {
  const timerKey = `${chat}/${userId}`;
  clearTimeout(timers.get(timerKey));
  set(chat, userId, true);
  timers.set(
    timerKey,
    setTimeout(() => {
      timers.delete(timerKey);
      set(chat, userId, false);
    }, TYPING_CLEAR_MS),
  );
}

/** A message from the user ends his typing at once. */
export function typingEnded(chat: string, userId: number) {
  const timerKey = `${chat}/${userId}`;
  if (!timers.has(timerKey)) return;
  clearTimeout(timers.get(timerKey));
  timers.delete(timerKey);
  set(chat, userId, false);
}
