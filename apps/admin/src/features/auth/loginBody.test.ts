import { adminLoginBody } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { loginBody } from './loginBody.ts';

describe('staff login body', () => {
  it('sends an e-mail as an e-mail login the server accepts', () => {
    const body = loginBody('  staff@example.com ', '+7', 'secret');
    expect(body).toEqual({ email: 'staff@example.com', password: 'secret', agreeTerms: true });
    expect(adminLoginBody.safeParse(body).success).toBe(true);
  });

  it('sends anything else as a phone with the chosen area code, separators dropped', () => {
    const body = loginBody('912 345-67-89', '+7', 'secret');
    expect(body).toEqual({ phone: '9123456789', areaCode: '+7', password: 'secret', agreeTerms: true });
    expect(adminLoginBody.safeParse(body).success).toBe(true);
  });

  it('takes a country code typed in the number over the chosen one', () => {
    const body = loginBody('+86 138 0013 8000', '+7', 'secret');
    expect(body).toEqual({ phone: '13800138000', areaCode: '+86', password: 'secret', agreeTerms: true });
    expect(adminLoginBody.safeParse(body).success).toBe(true);
    expect(loginBody('+7 9031112233', '+86', 'secret')).toMatchObject({
      phone: '9031112233',
      areaCode: '+7',
    });
  });
});
