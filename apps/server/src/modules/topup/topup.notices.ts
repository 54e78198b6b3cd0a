import { formatAmountText, type Language } from '@volna/contracts';

/** The amount as each language writes it ('1 500,00 RUB' in ru). */
const rub = (amount: string, language: Language) => formatAmountText(amount, language, 'RUB');

/** The system-chat notice a user gets when staff decide his top-up (RC-SYSTEM text per language). */
export function topUpCreditedNotice(id: number, amount: string): Record<Language, string> {
  return {
    ru: `Пополнение по QR №${id} на ${rub(amount, 'ru')} зачислено на ваш кошелёк.`,
    zh: `二维码充值 №${id}（${rub(amount, 'zh')}）已存入您的钱包。`,
    en: `QR top-up №${id} of ${rub(amount, 'en')} has been credited to your wallet.`,
    ja: `QRチャージ №${id}（${rub(amount, 'ja')}）がウォレットに入金されました。`,
  };
}

export function topUpRejectedNotice(
  id: number,
  amount: string,
  reason: string | null,
): Record<Language, string> {
  const why = (text: string) => (reason ? ` ${text}: ${reason}` : '');
  return {
    ru: `Пополнение по QR №${id} на ${rub(amount, 'ru')} отклонено.${why('Причина')}`,
    zh: `二维码充值 №${id}（${rub(amount, 'zh')}）已被拒绝。${why('原因')}`,
    en: `QR top-up №${id} of ${rub(amount, 'en')} was rejected.${why('Reason')}`,
    ja: `QRチャージ №${id}（${rub(amount, 'ja')}）は却下されました。${why('理由')}`,
  };
}
