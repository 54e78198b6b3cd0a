/** A member picked from the @ list: his id and the name inserted as @name. */
export type Mention = { userId: number; name: string };

/** Who a text mentions: the picked members whose @name is still in it, each once. */
export function mentionedUserIds(text: string, picked: readonly Mention[]): number[] {
  return [...new Set(picked.filter((m) => m.name && text.includes(`@${m.name}`)).map((m) => m.userId))];
}

/** Whether the character just typed at `cursor` is an @ that starts a word (opens the member list). */
export function startsMention(previous: string, next: string, cursor: number): boolean {
  if (next.length !== previous.length + 1 || next[cursor - 1] !== '@') return false;
  const before = next[cursor - 2];
  return before === undefined || /\s/.test(before);
}
