import { InviteModule } from '@volna/contracts';
import { expect } from 'vitest';
import { open, own, type Row, staffOnly } from './matrix.ts';

// Invites and the share (airdrop) config (issue 15). The share config is public (a launch page reads it before any
// login); the invite list is the caller's own — a stranger never sees A's invitees; the per-module edit is the platform
// administrator's alone (customer service refused).

export const inviteRows: Row[] = [
  {
    method: 'GET',
    path: '/app/airdrop/findByModule',
    request: () => ({ url: '/app/airdrop/findByModule', query: { module: InviteModule.dating } }),
    expect: open(),
  },
  {
    method: 'GET',
    path: '/app/invite/list',
    request: () => ({ url: '/app/invite/list' }),
    expect: own(),
    verify: {
      stranger: (body, c) => {
        expect(body.data.shareUserId).toBe(c.me.id);
        expect(body.data.invited.map((p: { userId: number }) => p.userId)).not.toContain(c.f.A.id);
      },
    },
  },
  {
    method: 'GET',
    path: '/admin/api/airdrop',
    request: () => ({ url: '/admin/api/airdrop' }),
    expect: staffOnly(),
  },
  {
    method: 'PUT',
    path: '/admin/api/airdrop/:module',
    request: () => ({
      url: `/admin/api/airdrop/${InviteModule.survey}`,
      body: { disposition: '[{"shareType":6,"title":"Matrix"}]', inviteReward: '2' },
    }),
    expect: staffOnly(),
  },
];
