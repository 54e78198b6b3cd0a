import type { Language } from '@volna/contracts';
import { helpPassages } from './help-texts.ts';
import { search } from './retrieval.ts';

// The assistant when no AI provider is configured (DESIGN §11): it finds the app's own help passages that match the
// question and quotes them, saying first that it is the offline helper. Streamed like a model's answer (a few words
// per piece) so the page behaves the same either way.

const words: Record<
  Language,
  { intro: string; found: string; notFound: string; topics: string; more: string }
> = {
  en: {
    intro:
      '_I am the offline helper: no AI model is connected, so I answer only from the app’s own help texts._',
    found: 'Here is what the app’s help says:',
    notFound: 'I found nothing about that in the app’s help texts.',
    topics: 'I can tell you about:',
    more: 'For anything else, write to customer support: Help and policies → My tickets.',
  },
  ru: {
    intro:
      '_Я офлайн-помощник: ИИ-модель не подключена, поэтому я отвечаю только по справочным текстам приложения._',
    found: 'Вот что сказано в справке приложения:',
    notFound: 'В справке приложения об этом ничего не нашлось.',
    topics: 'Я могу рассказать о темах:',
    more: 'С другими вопросами пишите в поддержку: «Справка и правила» → «Мои обращения».',
  },
  zh: {
    intro: '_我是离线助手：未接入 AI 模型，因此只根据应用自带的帮助文本回答。_',
    found: '应用帮助中是这样说的：',
    notFound: '在应用的帮助文本中没有找到相关内容。',
    topics: '我可以介绍这些主题：',
    more: '其他问题请联系客服：“帮助与政策” → “我的工单”。',
  },
  ja: {
    intro:
      '_私はオフラインヘルパーです。AI モデルが接続されていないため、アプリのヘルプ文書だけをもとに回答します。_',
    found: 'アプリのヘルプには次のように書かれています：',
    notFound: 'アプリのヘルプ文書には該当する内容が見つかりませんでした。',
    topics: '次の話題についてお答えできます：',
    more: 'その他のご質問はサポートへ：「ヘルプとポリシー」→「お問い合わせ一覧」。',
  },
};

/** The whole answer as markdown. */
export function offlineAnswer(lang: Language, question: string): string {
  const say = words[lang];
  const hits = search(lang, question);
  if (hits.length === 0) {
    const topics = [...new Set(helpPassages(lang).map((p) => p.title))].slice(-8);
    return [say.intro, say.notFound, say.topics, topics.map((t) => `- ${t}`).join('\n'), say.more].join(
      '\n\n',
    );
  }
  const quoted = hits.map(({ passage }) => `**${passage.title}** · _${passage.source}_\n\n${passage.text}`);
  return [say.intro, say.found, ...quoted, say.more].join('\n\n');
}

/** Pieces of a text a few words long, whitespace kept, so joined they are the text again. */
export function* pieces(text: string, wordsPerPiece = 3): Generator<string> {
  // CJK text has no spaces: a few characters make a piece instead.
  const tokens =
    text.match(
      /\s*[^\s\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+|\s*[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]{1,4}|\s+/gu,
    ) ?? [];
  for (let i = 0; i < tokens.length; i += wordsPerPiece) yield tokens.slice(i, i + wordsPerPiece).join('');
}

/**
 * A short pause between pieces: the answer appears as if typed (about 0.3 s for a usual one) rather than in one
 * flash, and Stop has something to stop. The first piece goes out at once.
 */
export const OFFLINE_PIECE_MS = 8;

/** The offline answer streamed piece by piece; it stops as soon as `signal` aborts. */
export async function* offlineStream(
  lang: Language,
  question: string,
  signal: AbortSignal,
): AsyncGenerator<string> {
  for (const piece of pieces(offlineAnswer(lang, question))) {
    if (signal.aborted) return;
    yield piece;
    await new Promise((resolve) => setTimeout(resolve, OFFLINE_PIECE_MS));
  }
}
