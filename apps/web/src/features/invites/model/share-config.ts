import { type ShareConfigItem, shareConfigList } from '@volna/contracts';

/**
 * The share config list from `data.disposition` (JSON text, spec §7), parsed and checked with the contracts' schema;
 * text that does not parse gives an empty list, so a bad config shows the app's own words instead of breaking.
 */
export function parseDisposition(disposition: string | undefined): ShareConfigItem[] {
  if (!disposition) return [];
  try {
    const parsed = shareConfigList.safeParse(JSON.parse(disposition));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** The entry a module's share sheet shows: the enabled one of its shareType, else the first enabled one. */
export function shareEntryFor(items: ShareConfigItem[], shareType: number): ShareConfigItem | undefined {
  const enabled = items.filter((i) => i.enabled);
  return enabled.find((i) => i.shareType === shareType) ?? enabled[0];
}
