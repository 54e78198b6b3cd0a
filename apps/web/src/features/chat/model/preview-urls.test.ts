import type { SendMessageBody } from '@volna/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type OutgoingMessage, useOutbox } from './outbox.ts';
import { revokeWhenSent } from './preview-urls.ts';

const chat = { conversationType: 1, targetId: '42' };
const entry = (clientMsgId: string, content: Record<string, unknown>): OutgoingMessage => ({
  clientMsgId,
  body: { ...chat, objectName: 'RC:ImgMsg', content, clientMsgId } as SendMessageBody,
  createdAt: 0,
  status: 'uploading',
});

describe('local previews of messages on their way', () => {
  let revoked: string[];
  beforeEach(() => {
    revoked = [];
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.push(url));
    useOutbox.setState({ byChat: {} });
  });
  afterEach(() => vi.restoreAllMocks());

  it('keeps a preview while its message shows it, frees it once the upload replaced it', () => {
    useOutbox.getState().put(entry('client-0001', { imageUri: 'blob:http://app/one' }));
    revokeWhenSent(['blob:http://app/one']);
    expect(revoked).toEqual([]);
    // A failed upload keeps the entry (and its preview) for the retry.
    useOutbox.getState().patch(chat, 'client-0001', { status: 'failed' });
    expect(revoked).toEqual([]);
    useOutbox.getState().patch(chat, 'client-0001', {
      body: entry('client-0001', { imageUri: '/files/file/202611/one.png' }).body,
    });
    expect(revoked).toEqual(['blob:http://app/one']);
  });

  it('frees a discarded message’s previews, and each only once', () => {
    useOutbox
      .getState()
      .put(
        entry('client-0002', { sightUrl: 'blob:http://app/video', thumbnailUri: 'blob:http://app/thumb' }),
      );
    revokeWhenSent(['blob:http://app/video', 'blob:http://app/thumb', undefined, '/files/not-a-preview']);
    useOutbox.getState().remove(chat, 'client-0002');
    expect(revoked.sort()).toEqual(['blob:http://app/thumb', 'blob:http://app/video']);
    useOutbox.getState().put(entry('client-0003', { imageUri: 'x' }));
    expect(revoked).toHaveLength(2);
  });
});
