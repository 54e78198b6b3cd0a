import { describe, expect, it } from 'vitest';
import { matchingGroups } from './group-search.ts';

describe('group search', () => {
  const groups = [
    { groupName: 'Hikers', ruGroupName: 'Туристы' },
    { groupName: 'Chess club', ruGroupName: 'Шахматы' },
  ];

  it('matches either name, ignoring case and the spaces around', () => {
    expect(matchingGroups(groups, '  hik ')).toEqual([groups[0]]);
    expect(matchingGroups(groups, 'шахм')).toEqual([groups[1]]);
    expect(matchingGroups(groups, 'nothing')).toEqual([]);
  });

  it('keeps every group while nothing is typed', () => {
    expect(matchingGroups(groups, ' ')).toEqual(groups);
  });
});
