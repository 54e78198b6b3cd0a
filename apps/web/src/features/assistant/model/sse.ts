import type { AssistantEvent } from '@volna/contracts';

/**
 * Reads server-sent events as their text arrives in pieces of any size: `push` takes the next piece and answers the
 * events it completed (an event ends with a blank line; a piece may end mid-event, which waits for the next).
 */
export function createEventReader() {
  let buffer = '';
  return {
    push(text: string): AssistantEvent[] {
      buffer += text.replace(/\r\n/g, '\n');
      const blocks = buffer.split('\n\n');
      buffer = blocks.pop() ?? '';
      const events: AssistantEvent[] = [];
      for (const block of blocks) {
        const name = /^event: ?(.*)$/m.exec(block)?.[1];
        const data = /^data: ?(.*)$/m.exec(block)?.[1];
        if (!name || data === undefined) continue;
        try {
          events.push({ event: name, data: JSON.parse(data) } as AssistantEvent);
        } catch {
          // A line that is not JSON is not one of ours: skipped, the rest still reads.
        }
      }
      return events;
    },
  };
}
