import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { systemText } from '../../../../shared/messaging/model/list-preview.ts';
import { Linkified, messageSummary } from './message-text.tsx';

const t = ((key: string) => key) as never;

describe('message text', () => {
  it('makes web links clickable and leaves the rest as text (escaped)', () => {
    const html = renderToStaticMarkup(
      createElement(Linkified, { text: 'see https://example.com/a?b=1, and <b>not html</b>.' }),
    );
    expect(html).toBe(
      'see <a href="https://example.com/a?b=1" target="_blank" rel="noopener noreferrer">https://example.com/a?b=1</a>, and &lt;b&gt;not html&lt;/b&gt;.',
    );
    expect(renderToStaticMarkup(createElement(Linkified, { text: 'javascript:alert(1) no link' }))).toBe(
      'javascript:alert(1) no link',
    );
  });

  it('reads RC-SYSTEM text in the reader’s language, falling back to Russian', () => {
    const content = { content: { ru: 'Привет', en: 'Hello' } };
    expect(systemText(content, 'en')).toBe('Hello');
    expect(systemText(content, 'ja')).toBe('Привет');
    expect(systemText({ content: 'plain' }, 'en')).toBe('plain');
    expect(systemText({}, 'en')).toBe('');
  });

  it('names each message type in one line for quotes and search results', () => {
    expect(messageSummary({ objectName: 'RC:TxtMsg', content: { content: 'hi' } }, t, 'en')).toBe('hi');
    expect(messageSummary({ objectName: 'RC:ImgMsg', content: {} }, t, 'en')).toBe('conversation:kind.image');
    expect(messageSummary({ objectName: 'RC:FileMsg', content: { name: 'a.pdf' } }, t, 'en')).toBe(
      'conversation:kind.file a.pdf',
    );
    expect(messageSummary({ objectName: 'OL:Whatever', content: {} }, t, 'en')).toBe(
      'conversation:kind.other',
    );
  });
});
