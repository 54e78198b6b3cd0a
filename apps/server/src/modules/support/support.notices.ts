import type { Language } from '@volna/contracts';

/** The system-chat notice a user gets when staff answer his ticket (RC-SYSTEM text per language). */
export function ticketRepliedNotice(id: number, subject: string): Record<Language, string> {
  return {
    ru: `Служба поддержки ответила на ваше обращение №${id} «${subject}».`,
    zh: `客服已回复您的工单 №${id}「${subject}」。`,
    en: `Support has replied to your ticket №${id} "${subject}".`,
    ja: `サポートがチケット №${id}「${subject}」に返信しました。`,
  };
}
