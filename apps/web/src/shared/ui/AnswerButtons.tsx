import { Button } from 'antd-mobile';

/**
 * Decline and accept side by side (a friend request, a group invitation). While an answer is on its way both are
 * off, and accept spins when it is the one sent. Presses stay in here: the row around may open something itself.
 */
export function AnswerButtons({
  className,
  busy,
  accepting,
  declineLabel,
  acceptLabel,
  onDecline,
  onAccept,
}: {
  className: string | undefined;
  busy: boolean;
  accepting: boolean;
  declineLabel: string;
  acceptLabel: string;
  onDecline: () => void;
  onAccept: () => void;
}) {
  return (
    <div className={className} onClick={(event) => event.stopPropagation()}>
      <Button size="small" disabled={busy} onClick={onDecline}>
        {declineLabel}
      </Button>
      <Button size="small" color="primary" loading={busy && accepting} disabled={busy} onClick={onAccept}>
        {acceptLabel}
      </Button>
    </div>
  );
}
