import { describe, expect, it } from 'vitest';
import { errorsAfterChange } from './useFormValues.ts';

type Values = { phone: string; code: string; password: string };

describe('errorsAfterChange', () => {
  it('gives the changed field what the check now says and leaves the others as they were', () => {
    const current = { phone: { message: 'phoneInvalid' }, code: { message: 'codeRequired' } };
    const found = {
      phone: { message: 'phoneTooShort' },
      code: { message: 'codeRequired' },
      password: { message: 'x' },
    };
    expect(errorsAfterChange<Values>(current, found, ['phone'])).toEqual({
      phone: { message: 'phoneTooShort' },
      code: { message: 'codeRequired' },
    });
  });

  it('clears the changed field once it passes, keeping the others', () => {
    const current = { phone: { message: 'phoneInvalid' }, code: { message: 'codeRequired' } };
    expect(errorsAfterChange<Values>(current, {}, ['phone'])).toEqual({ code: { message: 'codeRequired' } });
  });

  it('does not change the errors it was given', () => {
    const current = { phone: { message: 'phoneInvalid' } };
    errorsAfterChange<Values>(current, {}, ['phone']);
    expect(current).toEqual({ phone: { message: 'phoneInvalid' } });
  });
});
