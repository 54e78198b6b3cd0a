import type { AdminLoginResult, AreaCode, CaptchaChallenge } from '@volna/contracts';
import { ResultCode } from '@volna/contracts';
import { ApiError, api } from '../../shared/api.ts';
import { loginBody } from './loginBody.ts';

export type LoginFields = { account: string; areaCode: AreaCode; password: string };
type CaptchaImage = { captchaEnabled: boolean; uuid: string; challenge: CaptchaChallenge };

const ROBOT_CHECK_CODES = new Set<number>([ResultCode.captchaRequired, ResultCode.captchaWrong]);

/**
 * The staff login: the password login once; when the server asks for the robot check (after failed tries), fetch a
 * challenge for this account, solve it in the browser (the H5 app's solver, @volna/captcha) and send the login again
 * with the proof. `onRobotCheck` lets the page say it is checking meanwhile.
 */
export async function logIn(fields: LoginFields, onRobotCheck: () => void): Promise<AdminLoginResult> {
  const body = loginBody(fields.account, fields.areaCode, fields.password);
  try {
    return await api.post<AdminLoginResult>('/admin/api/login', body, true);
  } catch (error) {
    if (!(error instanceof ApiError) || !ROBOT_CHECK_CODES.has(error.code)) throw error;
  }
  onRobotCheck();
  const { password: _password, agreeTerms: _agreeTerms, ...account } = body;
  const image = await api.get<CaptchaImage>('/captchaImage', account, true);
  // The solver (with its workers) loads only when a check is asked for.
  const { solveCaptcha } = await import('@volna/captcha');
  const captcha = await solveCaptcha(image.challenge);
  return api.post<AdminLoginResult>('/admin/api/login', { ...body, uuid: image.uuid, captcha }, true);
}
