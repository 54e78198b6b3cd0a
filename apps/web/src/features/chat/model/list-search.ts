/** The search box filters the loaded chats by name (user or group) and by the latest message's text. */
export function matchesSearch(fields: readonly string[], query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return true;
  return fields.some((field) => field.toLocaleLowerCase().includes(needle));
}
