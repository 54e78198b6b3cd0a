import { CODE_RESEND_SECONDS, ResultCode, resultMessages } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { secondsLeftOf } from './secondsLeft.ts';

const refusal = (code: number, msg: string) => Object.assign(new Error(msg), { code, msg });

describe('resend countdown after a refusal', () => {
  it('reads the seconds from the refusal in every language', () => {
    for (const template of Object.values(resultMessages.codeResendTooSoon)) {
      const msg = template.replace('{seconds}', '42');
      expect(secondsLeftOf(refusal(ResultCode.codeResendTooSoon, msg)), msg).toBe(42);
    }
  });

  it('ignores other failures and never counts past the resend period', () => {
    expect(secondsLeftOf(refusal(ResultCode.codeWrong, 'Wrong code 12'))).toBeNull();
    expect(secondsLeftOf(new Error('Resend in 5 s'))).toBeNull();
    expect(secondsLeftOf(refusal(ResultCode.codeResendTooSoon, 'Resend in 600 s'))).toBe(CODE_RESEND_SECONDS);
  });
});
