import { ResultCode } from '@volna/contracts';
import { Button } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { ApiError } from '../../../shared/api/client.ts';
import { CodeInput } from '../../../shared/forms/CodeInput.tsx';
import { Field, formStyles } from '../../../shared/forms/Field.tsx';
import { InputField } from '../../../shared/forms/InputField.tsx';
import { PhoneInput } from '../../../shared/forms/PhoneInput.tsx';
import { type FormErrors, useFormValues } from '../../../shared/forms/useFormValues.ts';
import { errorStrings } from '../../../shared/i18n/i18n.ts';
import { afterFirstScreen } from '../../../shared/lib/after-first-screen.ts';
import { PlainCheckbox } from '../../../shared/ui/PlainCheckbox.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import type { CodeTarget } from '../../../shared/forms/sendCode.ts';
import type { CaptchaFor } from '../api/captchaImage.ts';
import { type EmailLoginBody, emailLogin } from '../api/emailLogin.ts';
import { type EmailRegisterBody, emailRegister } from '../api/emailRegister.ts';
import { type ForgotPasswordBody, forgotPassword } from '../api/forgotPassword.ts';
import { type PasswordLoginBody, passwordLogin } from '../api/passwordLogin.ts';
import { type PhoneRegisterBody, phoneRegister } from '../api/phoneRegister.ts';
import { type SmsLoginBody, smsLogin } from '../api/smsLogin.ts';
import { useAfterLogin } from '../hooks/useAfterLogin.ts';
import { type RobotProof, useRobotCheck } from '../hooks/useRobotCheck.ts';
import styles from '../pages/LoginPage.module.css';
import {
  type AccountValues,
  accountSchemas,
  emptyAccountValues,
  type Mode,
  payloadOf,
  schemaOf,
} from './accountForm.ts';
import { RobotCheck } from './RobotCheck.tsx';

type Props = {
  mode: Mode;
  onPasswordReset: () => void;
  /** Values carried in from another form of the page (the address and code of a refused code login). */
  initial?: Partial<AccountValues>;
  /** A code login found no account: sign up with the same address and the code already sent. */
  onSignUpWith: (values: Partial<AccountValues>) => void;
};

/** One login-page form: the fields of its mode, validated by the same contract schema as on the server. */
export function AccountForm({ mode, onPasswordReset, initial, onSignUpWith }: Props) {
  const { t } = useTranslation();
  const afterLogin = useAfterLogin();
  // Once the server asks for the robot check, password logins carry a solved challenge.
  const [checkNeeded, setCheckNeeded] = useState(false);
  // A login waiting for the check's solution: it is sent by itself as soon as the solution is ready.
  const [waitingForCheck, setWaitingForCheck] = useState(false);
  const sentByItself = useRef(false);
  const check = async (values: AccountValues) => {
    const errors: FormErrors<AccountValues> = {};
    // The issues are worded by the result-code messages, which load with the checks (issue 19).
    const [schema] = await Promise.all([schemaOf(mode), errorStrings()]);
    const result = schema.safeParse(payloadOf(values, mode));
    if (!result.success)
      for (const issue of result.error.issues) {
        const name = String(issue.path[0] ?? 'phone') as keyof AccountValues;
        errors[name] ??= { message: issue.message };
      }
    // Terms are accepted on every form of the page, also where the server does not ask (spec §5).
    if (!values.agreeTerms) errors.agreeTerms ??= { message: 'termsNotAccepted' };
    return errors;
  };
  const { values, errors, setValue, handleSubmit, getValues, setError, clearErrors } =
    useFormValues<AccountValues>({ ...emptyAccountValues, ...initial }, check);
  // The checks load while the user types, so the first submit does not wait for them.
  useEffect(() => afterFirstScreen(() => void Promise.all([accountSchemas(), errorStrings()])), []);
  const [submitting, setSubmitting] = useState(false);
  // The refusal that blocked the last submit, shown in the form as well as in the short toast.
  const [refusal, setRefusal] = useState<{ code: number; msg: string } | null>(null);
  const accountOf = (of: AccountValues): CaptchaFor =>
    mode.channel === 'phone' ? { phone: of.phone, areaCode: of.areaCode } : { email: of.email };
  // The robot check is for the account of the last submit, not refetched (and solved again) at each keystroke.
  const [checkedAccount, setCheckedAccount] = useState(() => accountOf(values));
  const passwordLoginMode = mode.view === 'login' && mode.method === 'password';
  const robot = useRobotCheck(checkedAccount, checkNeeded && passwordLoginMode);

  /** The address a code goes to, or null with the reason shown under the field. */
  const codeTarget = async (): Promise<CodeTarget | null> => {
    const current = getValues();
    const [{ sendMailBody, sendSmsBody }] = await Promise.all([accountSchemas(), errorStrings()]);
    if (mode.channel === 'phone') {
      const parsed = sendSmsBody.safeParse({ phone: current.phone, areaCode: current.areaCode });
      if (parsed.success) {
        clearErrors('phone');
        return parsed.data;
      }
      setError('phone', { message: parsed.error.issues[0]?.message });
      return null;
    }
    const parsed = sendMailBody.safeParse({ email: current.email });
    if (parsed.success) {
      clearErrors('email');
      return parsed.data;
    }
    setError('email', { message: parsed.error.issues[0]?.message });
    return null;
  };

  const submit = async (values: AccountValues, proof?: RobotProof) => {
    const body = (await schemaOf(mode)).parse(payloadOf(values, mode, proof));
    const { view, method, channel } = mode;
    if (view === 'forgot') {
      await forgotPassword(body as ForgotPasswordBody);
      showToast({ icon: 'success', content: t('auth:passwordChanged') });
      onPasswordReset();
      return;
    }
    if (view === 'register') {
      const registered =
        channel === 'phone'
          ? await phoneRegister(body as PhoneRegisterBody)
          : await emailRegister(body as EmailRegisterBody);
      // A sign-up that does not answer a session is followed by a password login with the new account.
      const session =
        registered?.token !== undefined
          ? registered
          : await passwordLogin({
              ...(channel === 'phone'
                ? { phone: values.phone, areaCode: values.areaCode }
                : { email: values.email }),
              password: values.password,
              agreeTerms: true,
            });
      await afterLogin(session);
      return;
    }
    if (method === 'password') {
      await afterLogin(await passwordLogin(body as PasswordLoginBody));
      return;
    }
    await afterLogin(
      channel === 'phone' ? await smsLogin(body as SmsLoginBody) : await emailLogin(body as EmailLoginBody),
    );
  };

  const onSubmit = handleSubmit(async (checked) => {
    const account = accountOf(checked);
    setCheckedAccount((current) => (JSON.stringify(current) === JSON.stringify(account) ? current : account));
    const automatic = sentByItself.current;
    sentByItself.current = false;
    const withCheck = checkNeeded && passwordLoginMode;
    if (withCheck && !robot.proof) {
      if (robot.state === 'failed') robot.renew();
      setWaitingForCheck(true);
      return;
    }
    const proof = withCheck ? robot.proof : undefined;
    setSubmitting(true);
    setRefusal(null);
    try {
      await submit(checked, proof);
    } catch (error) {
      // A solved challenge answers once: a login that failed with it gets a fresh one for the next try.
      if (proof) robot.renew();
      if (!(error instanceof ApiError)) throw error;
      setRefusal({ code: error.code, msg: error.msg });
      const checkRefused =
        error.code === ResultCode.captchaRequired || error.code === ResultCode.captchaWrong;
      // Asked for the check (or an expired one refused): solve one and send again, once per tap on the button.
      if (checkRefused && passwordLoginMode) {
        setCheckNeeded(true);
        if (!automatic) setWaitingForCheck(true);
      }
    } finally {
      setSubmitting(false);
    }
  });

  useEffect(() => {
    if (!waitingForCheck || robot.state !== 'ready') return;
    setWaitingForCheck(false);
    sentByItself.current = true;
    void onSubmit();
  }, [waitingForCheck, robot.state, onSubmit]);

  const withCode = mode.view !== 'login' || mode.method === 'code';
  const withPassword = mode.view !== 'login' || mode.method === 'password';
  const newPassword = mode.view !== 'login';
  const submitLabel =
    mode.view === 'register'
      ? t('auth:signUp')
      : mode.view === 'forgot'
        ? t('auth:resetPassword')
        : t('auth:logIn');

  return (
    <form onSubmit={onSubmit} noValidate>
      {mode.channel === 'phone' ? (
        <Field label={t('auth:phone')} error={errors.phone?.message ?? errors.areaCode?.message}>
          <PhoneInput
            areaCode={values.areaCode}
            onAreaCode={(value) => setValue('areaCode', value)}
            phone={values.phone}
            onPhone={(value) => setValue('phone', value)}
          />
        </Field>
      ) : (
        <InputField
          name="email"
          label={t('auth:email')}
          error={errors.email?.message}
          hint={t('auth:emailHint')}
          value={values.email}
          onChange={(value) => setValue('email', value)}
          type="email"
          inputMode="email"
          autoComplete="email"
          clearable
        />
      )}
      {withCode && (
        <Field label={t('auth:code')} error={errors.code?.message}>
          <CodeInput value={values.code} onChange={(value) => setValue('code', value)} target={codeTarget} />
        </Field>
      )}
      {mode.view === 'register' && (
        <>
          <InputField
            name="firstName"
            label={t('auth:firstName')}
            error={errors.firstName?.message}
            hint={t('auth:firstNameHint')}
            value={values.firstName}
            onChange={(value) => setValue('firstName', value)}
            autoComplete="given-name"
          />
          <InputField
            name="lastName"
            label={t('auth:lastNameOptional')}
            error={errors.lastName?.message}
            hint={t('auth:lastNameHint')}
            value={values.lastName}
            onChange={(value) => setValue('lastName', value)}
            autoComplete="family-name"
          />
        </>
      )}
      {withPassword && (
        <InputField
          name="password"
          type="password"
          label={newPassword ? t('auth:newPassword') : t('auth:password')}
          error={errors.password?.message}
          value={values.password}
          onChange={(value) => setValue('password', value)}
          autoComplete={newPassword ? 'new-password' : 'current-password'}
          hint={newPassword ? t('auth:passwordRuleHint') : t('auth:passwordHint')}
        />
      )}
      {newPassword && (
        <InputField
          name="confirmPassword"
          type="password"
          label={t('auth:confirmPassword')}
          error={errors.confirmPassword?.message}
          value={values.confirmPassword}
          onChange={(value) => setValue('confirmPassword', value)}
          autoComplete="new-password"
          hint={t('auth:confirmPasswordHint')}
        />
      )}
      {refusal && (
        <div className={styles.refusal} role="alert">
          <p>{refusal.msg}</p>
          {refusal.code === ResultCode.accountNotFound && withCode && mode.view === 'login' && (
            <Button
              size="small"
              color="primary"
              onClick={() => {
                const { phone, areaCode, email, code, agreeTerms } = getValues();
                onSignUpWith({ phone, areaCode, email, code, agreeTerms });
              }}
            >
              {t('auth:signUpWithThis')}
            </Button>
          )}
        </div>
      )}
      {checkNeeded && passwordLoginMode && <RobotCheck state={robot.state} onRetry={robot.renew} />}
      <div className={styles.terms}>
        <PlainCheckbox
          checked={values.agreeTerms}
          onChange={(checked) => setValue('agreeTerms', checked)}
          style={{ '--icon-size': '18px' }}
        >
          {t('auth:termsAccept')}{' '}
          <Link to={`${paths.policies}?doc=terms`} onClick={(event) => event.stopPropagation()}>
            {t('auth:termsLink')}
          </Link>
        </PlainCheckbox>
        <div className={formStyles.error} role={errors.agreeTerms ? 'alert' : undefined}>
          {errors.agreeTerms && t('errors:termsNotAccepted')}
        </div>
      </div>
      <div className={styles.actions}>
        <Button
          block
          type="submit"
          color="primary"
          size="large"
          loading={submitting || (waitingForCheck && robot.state !== 'failed')}
        >
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
