import { CODE_TTL_SECONDS, type Language } from '@volna/contracts';

export type CodeMessage = { subject: string; text: string };

const minutes = CODE_TTL_SECONDS / 60;

/** The one wording of a verification-code message, in the language the request came in. */
const templates: Record<Language, (code: string) => CodeMessage> = {
  ru: (code) => ({
    subject: 'Код подтверждения Volna',
    text: `Ваш код Volna: ${code}. Он действует ${minutes} минут. Никому не сообщайте этот код.`,
  }),
  zh: (code) => ({
    subject: 'Volna 验证码',
    text: `您的 Volna 验证码：${code}，${minutes} 分钟内有效。请勿告诉他人。`,
  }),
  en: (code) => ({
    subject: 'Your Volna verification code',
    text: `Your Volna code: ${code}. It is valid for ${minutes} minutes. Do not share it with anyone.`,
  }),
  ja: (code) => ({
    subject: 'Volna 確認コード',
    text: `Volna の確認コード：${code}（${minutes} 分間有効）。このコードは誰にも教えないでください。`,
  }),
};

export const codeMessage = (lang: Language, code: string): CodeMessage => templates[lang](code);
