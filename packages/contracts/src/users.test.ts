import { describe, expect, it } from 'vitest';
import { displayName, personName } from './user-names.ts';

const phoneAccount = {
  userName: 'user4567',
  userPhone: '9001234567',
  internationalAreaCode: '+7',
  modifyFlag: 0,
};

describe('names', () => {
  it('displayName: remark, then the phone while no name was chosen, then first and last name, then userName', () => {
    expect(displayName({ ...phoneAccount, commentName: 'Mum' })).toBe('Mum');
    expect(displayName(phoneAccount)).toBe('+79001234567');
    expect(displayName({ ...phoneAccount, modifyFlag: 1, firstName: 'Anna', lastName: 'Smirnova' })).toBe(
      'Anna Smirnova',
    );
    expect(displayName({ ...phoneAccount, modifyFlag: 1 })).toBe('user4567');
  });

  it('personName never shows the phone in place of a name', () => {
    expect(personName(phoneAccount)).toBe('user4567');
    expect(personName({ ...phoneAccount, commentName: 'Mum' })).toBe('Mum');
    expect(personName({ ...phoneAccount, firstName: 'Anna' })).toBe('Anna');
  });
});
