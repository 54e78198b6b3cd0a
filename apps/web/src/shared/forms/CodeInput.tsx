import { CODE_LENGTH, CODE_RESEND_SECONDS } from '@volna/contracts';
import { Button, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import styles from './forms.module.css';
import { secondsLeftOf } from './secondsLeft.ts';
import { type CodeTarget, useSendCode } from './sendCode.ts';
import { useCountdown } from './useCountdown.ts';

type Props = {
  value: string;
  onChange: (value: string) => void;
  /** The address to send to, or null when it is not valid yet (the form then shows why); may wait for its checks. */
  target: () => CodeTarget | null | Promise<CodeTarget | null>;
};

/** The code field with its 'send code' button and the 60 s resend countdown (spec §9). */
export function CodeInput({ value, onChange, target }: Props) {
  const { t } = useTranslation();
  const send = useSendCode();
  const { left, start } = useCountdown();

  const onSend = async () => {
    const to = await target();
    if (!to) return;
    send.mutate(to, {
      onSuccess: () => start(CODE_RESEND_SECONDS),
      // The server names the seconds left in its refusal ('resend in 42 s'); the button counts them down.
      onError: (error) => {
        const seconds = secondsLeftOf(error);
        if (seconds) start(seconds);
      },
    });
  };

  return (
    <>
      <Input
        className={styles.grow}
        inputMode="numeric"
        autoComplete="one-time-code"
        name="code"
        maxLength={CODE_LENGTH}
        value={value}
        onChange={(text) => onChange(text.replace(/\D/g, ''))}
        placeholder={t('auth:codeHint')}
      />
      <Button
        className={styles.sendButton}
        size="small"
        color="primary"
        fill="outline"
        disabled={left > 0}
        loading={send.isPending}
        onClick={() => void onSend()}
      >
        {left > 0 ? t('auth:resendIn', { seconds: left }) : t('auth:sendCode')}
      </Button>
    </>
  );
}
