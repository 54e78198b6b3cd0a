import type { Language } from '@volna/contracts';

/** The system-chat notice a user gets when staff decide his top-up (RC-SYSTEM text per language). */
export function topUpCreditedNotice(id: number, amount: string): Record<Language, string> {
  return {
    ru: `Пополнение по QR №${id} на ${amount} RUB зачислено на ваш кошелёк.`,
    zh: `二维码充值 №${id}（${amount} RUB）已存入您的钱包。`,
    en: `QR top-up №${id} of ${amount} RUB has been credited to your wallet.`,
    ja: `QRチャージ №${id}（${amount} RUB）がウォレットに入金されました。`,
  };
}

export function topUpRejectedNotice(
  id: number,
  amount: string,
  reason: string | null,
): Record<Language, string> {
  const why = (text: string) => (reason ? ` ${text}: ${reason}` : '');
  return {
    ru: `Пополнение по QR №${id} на ${amount} RUB отклонено.${why('Причина')}`,
    zh: `二维码充值 №${id}（${amount} RUB）已被拒绝。${why('原因')}`,
    en: `QR top-up №${id} of ${amount} RUB was rejected.${why('Reason')}`,
    ja: `QRチャージ №${id}（${amount} RUB）は却下されました。${why('理由')}`,
  };
}
