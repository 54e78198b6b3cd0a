// Types of bench/search-section.mjs for bench/search.ts.
export function searchSection(): string;
export function writeSearchSection(): void;
