import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';

describe('HTTP statuses of the friends and groups codes', () => {
  it.each([
    ['alreadyFriends', 409],
    ['notFriends', 404],
    ['groupNoRights', 403],
    ['youBlockedUser', 403],
    ['alreadyInGroup', 409],
    ['groupFull', 409],
    ['notGroupMember', 404],
    ['noCustomerService', 404],
    ['notModuleGroup', 409],
  ] as const)('%s answers %i', (codeName, status) => {
    expect(new AppError(codeName).httpStatus).toBe(status);
  });

  it('codes outside the table still answer 400, and the body code stays the code', () => {
    expect(new AppError('notInGroup').httpStatus).toBe(400);
    expect(new AppError('alreadyFriends').code).toBe(10028);
  });
});
