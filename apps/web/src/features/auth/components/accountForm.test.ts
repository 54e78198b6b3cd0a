import { describe, expect, it } from 'vitest';
import { type AccountValues, emptyAccountValues, type Mode, payloadOf, schemaOf } from './accountForm.ts';

const filled: AccountValues = {
  ...emptyAccountValues,
  phone: '9161234567',
  email: 'anna@example.com',
  code: '123456',
  password: 'secret-pass',
  confirmPassword: 'secret-pass',
  firstName: 'Анна',
  agreeTerms: true,
};

const issuesOf = async (values: AccountValues, mode: Mode) => {
  const result = (await schemaOf(mode)).safeParse(payloadOf(values, mode));
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('login page modes', () => {
  it('sends only the fields of the chosen mode, so the shared schema accepts a filled form', async () => {
    const modes: Mode[] = [
      { view: 'login', method: 'code', channel: 'phone' },
      { view: 'login', method: 'code', channel: 'email' },
      { view: 'login', method: 'password', channel: 'phone' },
      { view: 'login', method: 'password', channel: 'email' },
      { view: 'register', method: 'code', channel: 'phone' },
      { view: 'register', method: 'code', channel: 'email' },
      { view: 'forgot', method: 'code', channel: 'phone' },
      { view: 'forgot', method: 'code', channel: 'email' },
    ];
    for (const mode of modes) expect(await issuesOf(filled, mode), JSON.stringify(mode)).toEqual([]);
    expect(payloadOf(filled, modes[2]!)).toEqual({
      phone: '9161234567',
      areaCode: '+7',
      password: 'secret-pass',
      agreeTerms: true,
    });
  });

  it('names result codes for the rules of spec §5', async () => {
    const register: Mode = { view: 'register', method: 'code', channel: 'phone' };
    expect(await issuesOf({ ...filled, phone: '12345' }, register)).toContainEqual(['phone', 'phoneFormat']);
    expect(await issuesOf({ ...filled, areaCode: '+86', phone: '12345678' }, register)).toContainEqual([
      'phone',
      'phoneFormat',
    ]);
    expect(
      await issuesOf({ ...filled, password: 'short', confirmPassword: 'short' }, register),
    ).toContainEqual(['password', 'passwordTooShort']);
    expect(await issuesOf({ ...filled, confirmPassword: 'secret-pasS' }, register)).toContainEqual([
      'confirmPassword',
      'passwordsDiffer',
    ]);
    expect(await issuesOf({ ...filled, agreeTerms: false }, register)).toContainEqual([
      'agreeTerms',
      'termsNotAccepted',
    ]);
    expect(await issuesOf({ ...filled, firstName: 'x'.repeat(26) }, register)).toContainEqual([
      'firstName',
      'nameTooLong',
    ]);
    // Sign-up asks for the name people will see (issue 30).
    expect(await issuesOf({ ...filled, firstName: '  ' }, register)).toContainEqual([
      'firstName',
      'firstNameRequired',
    ]);
    expect(await issuesOf({ ...filled, code: '12345' }, { ...register, view: 'login' })).toContainEqual([
      'code',
      'codeWrong',
    ]);
  });

  it('sends the robot check only once the server asked for it, and the schema accepts its solution', async () => {
    const mode: Mode = { view: 'login', method: 'password', channel: 'email' };
    const proof = { uuid: 'uuid-1', captcha: `734:${'ab'.repeat(32)}` };
    expect(payloadOf(filled, mode, proof)).toMatchObject(proof);
    expect((await schemaOf(mode)).safeParse(payloadOf(filled, mode, proof)).success).toBe(true);
    expect(payloadOf(filled, mode)).not.toHaveProperty('uuid');
    expect(payloadOf(filled, mode)).not.toHaveProperty('captcha');
  });
});
