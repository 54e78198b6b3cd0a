import { StaffRole } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { NAV, navFor } from './nav.ts';

describe('console menu by role', () => {
  it('shows the platform administrator every page', () => {
    expect(navFor(StaffRole.platformAdmin)).toEqual(NAV);
  });

  it('hides the administrator’s money pages from customer service', () => {
    const paths = navFor(StaffRole.customerService).map((item) => item.path);
    expect(paths).toContain('/');
    // Of the wallet only the safe-transfer cancel, which the server grants every staff member, and the P2P complaints
    // queue they read (its decisions are the administrator's), and the exchange complaints they decide.
    expect(paths.filter((path) => path.startsWith('/wallet'))).toEqual([
      '/wallet/safe-transfers',
      '/wallet/p2p-disputes',
      '/wallet/exchange-disputes',
    ]);
    // Statistics are read only; the system settings are the administrator's.
    expect(paths).toContain('/stats/page-visits');
    expect(paths).not.toContain('/config');
  });

  it('routes every menu entry to a page of its own', () => {
    const paths = NAV.map((item) => item.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(navFor(StaffRole.platformAdmin).map((item) => item.path)).toContain('/config');
  });

  it('shows an ordinary user nothing', () => {
    expect(navFor(StaffRole.none)).toEqual([]);
    expect(navFor(99)).toEqual([]);
  });
});
