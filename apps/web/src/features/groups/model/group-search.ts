import type { GroupVo } from '@volna/contracts';

/** The groups whose name (either language's) holds the typed text; all of them while nothing is typed. */
export function matchingGroups<G extends Pick<GroupVo, 'groupName' | 'ruGroupName'>>(
  groups: G[],
  search: string,
) {
  const needle = search.trim().toLocaleLowerCase();
  return groups.filter(
    (group) =>
      !needle ||
      group.groupName.toLocaleLowerCase().includes(needle) ||
      group.ruGroupName.toLocaleLowerCase().includes(needle),
  );
}
