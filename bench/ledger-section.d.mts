// Types of bench/ledger-section.mjs for bench/ledger.ts.
export function ledgerSection(): string;
export function writeLedgerSection(): void;
