import { own, type Row, ownRow } from './matrix.ts';

// The AI assistant chat (issue 16): each user asks, reads and clears only his own history; a guest is refused.
// No route takes another user's id, so there is nothing of A's for S, M or staff to reach.

export const assistantRows: Row[] = [
  {
    method: 'POST',
    path: '/chat/chat',
    scenario: 'ask the offline helper (the answer streams as text/event-stream)',
    request: () => ({ url: '/chat/chat', body: { question: 'How do I change the language?' } }),
    expect: own(),
  },
  {
    method: 'GET',
    path: '/chat/history',
    request: () => ({ url: '/chat/history' }),
    expect: own(),
    verify: {
      owner: (body, c) => {
        // Only the caller's own turns: every role asked the same question above, each sees his alone.
        if (body.data.turns.length > 1) throw new Error(`${c.role} sees ${body.data.turns.length} turns`);
      },
    },
  },
  ownRow('POST', '/chat/removeCache'),
];
