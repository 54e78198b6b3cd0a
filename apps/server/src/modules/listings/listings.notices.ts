import type { Language } from '@volna/contracts';

/** The system-chat notice an owner gets when staff revoke his listing (RC-SYSTEM text per language). */
export function listingRevokedNotice(
  title: string,
  reason: string,
  depositForfeited: string | null,
): Record<Language, string> {
  const deposit = (text: string) => (depositForfeited ? ` ${text}` : '');
  // The sentence ends here, whatever the reason ends with.
  const why = reason.replace(/[.。!！]+$/u, '');
  return {
    ru: `Объявление «${title}» отозвано модератором. Причина: ${why}.${deposit(`Залог ${depositForfeited} RUB не возвращается.`)}`,
    zh: `您发布的信息“${title}”已被管理员撤销。原因：${why}。${deposit(`保证金 ${depositForfeited} RUB 不予退还。`)}`,
    en: `Your listing "${title}" was revoked by a moderator. Reason: ${why}.${deposit(`The deposit of ${depositForfeited} RUB is not returned.`)}`,
    ja: `掲載「${title}」はモデレーターにより取り消されました。理由：${why}。${deposit(`保証金 ${depositForfeited} RUB は返金されません。`)}`,
  };
}
