import type { AssistantTurnVo, Language } from '@volna/contracts';
import OpenAI from 'openai';
import type { Config } from '../../config.ts';
import { search } from './offline/retrieval.ts';

// The assistant through any OpenAI-compatible endpoint (AI_BASE_URL, AI_API_KEY, AI_MODEL), with the official client.
// The model gets the app's matching help passages as context, so it answers about Volna from the same texts the
// offline helper quotes, and the user's earlier turns as the conversation so far.

const languageNames: Record<Language, string> = {
  ru: 'Russian',
  zh: 'Simplified Chinese',
  en: 'English',
  ja: 'Japanese',
};

export type ProviderUsage = { tokens: number };

function systemPrompt(lang: Language, question: string) {
  const passages = search(lang, question, 4)
    .map(({ passage }) => `### ${passage.title} (${passage.source})\n${passage.text}`)
    .join('\n\n');
  return [
    'You are the assistant inside Volna, a messenger app with dating, a wallet and everyday services.',
    `Answer in ${languageNames[lang]} unless the user writes in another language. Use Markdown; put code in fenced blocks.`,
    'For questions about the app, rely on the help passages below and say so when they do not cover the question.',
    passages ? `Help passages:\n\n${passages}` : 'No help passage matches this question.',
  ].join('\n');
}

export function createProvider(settings: NonNullable<Config['ai']>) {
  // Retries would re-send a question the user may already have stopped; the service has its own time limit.
  const client = new OpenAI({
    baseURL: settings.baseUrl,
    apiKey: settings.apiKey,
    maxRetries: 0,
    timeout: 300_000,
  });
  return {
    /**
     * The answer's text pieces as the model writes them; `usage.tokens` is filled from the final chunk when the
     * endpoint reports it (stream_options.include_usage). Aborting `signal` closes the request to the endpoint.
     */
    async *stream(
      lang: Language,
      history: Pick<AssistantTurnVo, 'question' | 'answer'>[],
      question: string,
      signal: AbortSignal,
      usage: ProviderUsage,
    ): AsyncGenerator<string> {
      const messages: OpenAI.Chat.ChatCompletionMessageParam[] = [
        { role: 'system', content: systemPrompt(lang, question) },
        ...history.flatMap((turn) => [
          { role: 'user' as const, content: turn.question },
          { role: 'assistant' as const, content: turn.answer },
        ]),
        { role: 'user', content: question },
      ];
      const stream = await client.chat.completions.create(
        { model: settings.model, messages, stream: true, stream_options: { include_usage: true } },
        { signal },
      );
      for await (const chunk of stream) {
        if (chunk.usage) usage.tokens = chunk.usage.total_tokens;
        const text = chunk.choices[0]?.delta?.content;
        if (text) yield text;
      }
    },
  };
}

export type Provider = ReturnType<typeof createProvider>;
