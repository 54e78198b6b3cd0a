import { NoticeBar } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** mm:ss of what is left, never below zero. */
export const leftOf = (deadline: number, now: number) => {
  const seconds = Math.max(0, Math.ceil((deadline - now) / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * An unpaid order's countdown (issue 30): the time left to pay, after which the order cancels itself (the server's
 * timer does it; the page re-reads the order when its card changes).
 */
export function PayCountdown({ payBy }: { payBy: string }) {
  const { t } = useTranslation();
  const deadline = Date.parse(payBy);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <NoticeBar
      color="alert"
      content={
        <span data-testid="pay-countdown">
          {t('listings:order.payWithin', { time: leftOf(deadline, now) })}
        </span>
      }
      wrap
    />
  );
}
