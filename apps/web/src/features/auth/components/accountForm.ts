import type { AreaCode } from '@volna/contracts';

export type View = 'login' | 'register' | 'forgot';
export type Method = 'code' | 'password';
export type Channel = 'phone' | 'email';
export type Mode = { view: View; method: Method; channel: Channel };

/** Every field the login page may show; each mode sends only its own ones. */
export type AccountValues = {
  areaCode: AreaCode;
  phone: string;
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
  /** Sign-up: the name people see (issue 30); required there. */
  firstName: string;
  lastName: string;
  agreeTerms: boolean;
};

export const emptyAccountValues: AccountValues = {
  areaCode: '+7',
  phone: '',
  email: '',
  code: '',
  password: '',
  confirmPassword: '',
  firstName: '',
  lastName: '',
  agreeTerms: false,
};

/** The contract schemas of the login page, loaded once (with the first check, or earlier when the page is idle). */
export const accountSchemas = () => import('./account-schemas.ts');

/** The shared contract schema the server validates this mode's request with. */
export async function schemaOf({ view, method, channel }: Mode) {
  const schemas = await accountSchemas();
  if (view === 'register') return channel === 'phone' ? schemas.phoneRegisterBody : schemas.emailRegisterBody;
  if (view === 'forgot') return schemas.forgotPasswordBody;
  if (method === 'password') return schemas.passwordLoginBody;
  return channel === 'phone' ? schemas.smsLoginBody : schemas.emailLoginBody;
}

/**
 * The request body of this mode: only its fields, so the shared schema judges exactly what is sent. A password login
 * carries the solved robot check once the server asked for one.
 */
export function payloadOf(
  values: AccountValues,
  { view, method, channel }: Mode,
  robotProof?: { uuid: string; captcha: string },
) {
  const address =
    channel === 'phone' ? { phone: values.phone, areaCode: values.areaCode } : { email: values.email };
  if (view === 'register') {
    const lastName = values.lastName.trim();
    return {
      ...address,
      code: values.code,
      password: values.password,
      confirmPassword: values.confirmPassword,
      agreeTerms: values.agreeTerms,
      // Always sent, so an empty one is refused (firstNameRequired) rather than signing up unnamed.
      firstName: values.firstName,
      ...(lastName ? { lastName } : {}),
    };
  }
  if (view === 'forgot')
    return {
      ...address,
      code: values.code,
      password: values.password,
      confirmPassword: values.confirmPassword,
    };
  if (method === 'password')
    return {
      ...address,
      password: values.password,
      agreeTerms: values.agreeTerms,
      ...(robotProof ? { uuid: robotProof.uuid, captcha: robotProof.captcha } : {}),
    };
  return { ...address, code: values.code, agreeTerms: values.agreeTerms };
}
