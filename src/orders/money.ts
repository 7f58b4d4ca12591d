// Money is counted in whole cents so that sums never pick up floating-point error.

export const toCents = (usd: number): number => Math.round(usd * 100);
export const toUsd = (cents: number): number => cents / 100;
export const formatUsd = (cents: number): string => `${(cents / 100).toFixed(2)} USD`;
