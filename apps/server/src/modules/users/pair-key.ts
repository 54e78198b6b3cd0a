/**
 * One ordered pair of users as a set key, "from:to": who blocked whom (users.blocksAmong), which sender must pay the
 * peer's chat first (dating's chat gate). Every writer and reader of such sets spells it through this.
 */
export const pairKey = (from: number, to: number) => `${from}:${to}`;
