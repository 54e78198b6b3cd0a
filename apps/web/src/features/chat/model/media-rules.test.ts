import { UPLOAD_MAX_BYTES } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import {
  extensionOf,
  fileKindOf,
  humanFileSize,
  isPdf,
  mediaBox,
  safeMediaUrl,
  startsLikePdf,
  uploadLimitMb,
  uploadSizeVerdict,
  VOICE_MAX_MS,
  voiceVerdict,
} from './media-rules.ts';

// Intl puts a no-break space between number and unit in some languages.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('humanFileSize', () => {
  it('counts bytes, then steps of 1024 with one decimal below ten', () => {
    expect(plain(humanFileSize(0, 'en'))).toBe('0B');
    expect(plain(humanFileSize(512, 'en'))).toBe('512B');
    expect(plain(humanFileSize(1024, 'en'))).toBe('1 kB');
    expect(plain(humanFileSize(1536, 'en'))).toBe('1.5 kB');
    expect(plain(humanFileSize(14 * 1024 + 300, 'en'))).toBe('14 kB');
    expect(plain(humanFileSize(1.5 * 1024 * 1024, 'en'))).toBe('1.5 MB');
    expect(plain(humanFileSize(UPLOAD_MAX_BYTES, 'en'))).toBe('20 MB');
    expect(plain(humanFileSize(3 * 1024 ** 3, 'en'))).toBe('3 GB');
  });

  it('never shows 1024 of a unit', () => {
    expect(plain(humanFileSize(1024 * 1024 - 1, 'en'))).toBe('1 MB');
  });

  it('uses the language’s unit words and decimal mark', () => {
    expect(plain(humanFileSize(1.5 * 1024 * 1024, 'ru'))).toBe('1,5 МБ');
    expect(plain(humanFileSize(300, 'ru'))).toBe('300 Б');
  });

  it('treats nonsense as zero', () => {
    expect(plain(humanFileSize(Number.NaN, 'en'))).toBe('0B');
    expect(plain(humanFileSize(-5, 'en'))).toBe('0B');
  });
});

describe('fileKindOf (the icon of a file bubble)', () => {
  it('goes by the extension first, whatever its case', () => {
    expect(fileKindOf('Report.PDF')).toBe('pdf');
    expect(fileKindOf('notes.docx', 'application/octet-stream')).toBe('document');
    expect(fileKindOf('budget.xlsx')).toBe('spreadsheet');
    expect(fileKindOf('deck.pptx')).toBe('presentation');
    expect(fileKindOf('photos.zip')).toBe('archive');
    expect(fileKindOf('song.mp3')).toBe('audio');
    expect(fileKindOf('clip.mov')).toBe('video');
    expect(fileKindOf('readme.txt')).toBe('text');
  });

  it('falls back to the MIME type, then to a plain file', () => {
    expect(fileKindOf('scan', 'application/pdf')).toBe('pdf');
    expect(fileKindOf('photo', 'image/heic')).toBe('image');
    expect(fileKindOf('archive', 'application/x-7z-compressed')).toBe('archive');
    expect(fileKindOf('table', 'application/vnd.ms-excel')).toBe('spreadsheet');
    expect(fileKindOf('program.exe', 'application/octet-stream')).toBe('other');
    expect(fileKindOf('no-extension')).toBe('other');
  });

  it('reads the extension only at the end of the name', () => {
    expect(extensionOf('a.pdf.exe')).toBe('exe');
    expect(extensionOf('.hidden')).toBe('hidden');
    expect(extensionOf('dots.')).toBe('');
  });
});

describe('PDF detection', () => {
  it('opens PDFs in the preview, by name or type', () => {
    expect(isPdf('contract.pdf')).toBe(true);
    expect(isPdf('contract', 'application/pdf')).toBe(true);
    expect(isPdf('contract.pdf.zip')).toBe(false);
    expect(isPdf('image.png', 'image/png')).toBe(false);
  });

  it('checks the fetched bytes really are a PDF', () => {
    expect(startsLikePdf(new TextEncoder().encode('%PDF-1.4\n'))).toBe(true);
    expect(startsLikePdf(new TextEncoder().encode('<html>'))).toBe(false);
    expect(startsLikePdf(new Uint8Array())).toBe(false);
  });
});

describe('safeMediaUrl (the PDF preview’s address from its link)', () => {
  const origin = 'https://app.example';
  it('takes the app’s own files, http(s) addresses and this page’s blob previews', () => {
    expect(safeMediaUrl('/files/file/202611/a.pdf', origin)).toBe(
      'https://app.example/files/file/202611/a.pdf',
    );
    expect(safeMediaUrl('https://cdn.example/a.pdf', origin)).toBe('https://cdn.example/a.pdf');
    expect(safeMediaUrl('blob:https://app.example/5e1c', origin)).toBe('blob:https://app.example/5e1c');
  });

  it('refuses script, data, other pages’ blobs and nothing', () => {
    expect(safeMediaUrl('javascript:alert(1)', origin)).toBeNull();
    expect(safeMediaUrl('data:application/pdf;base64,JVBERi0=', origin)).toBeNull();
    expect(safeMediaUrl('blob:https://evil.example/5e1c', origin)).toBeNull();
    expect(safeMediaUrl('', origin)).toBeNull();
    expect(safeMediaUrl(null, origin)).toBeNull();
  });
});

describe('upload size check (spec §5: 20 MB)', () => {
  it('lets through up to the limit exactly, refuses one byte more and empty files', () => {
    expect(uploadSizeVerdict(1)).toBe('ok');
    expect(uploadSizeVerdict(UPLOAD_MAX_BYTES)).toBe('ok');
    expect(uploadSizeVerdict(UPLOAD_MAX_BYTES + 1)).toBe('tooLarge');
    expect(uploadSizeVerdict(0)).toBe('empty');
    expect(uploadLimitMb()).toBe(20);
  });
});

describe('voice duration rule', () => {
  it('refuses recordings under one second as too short', () => {
    expect(voiceVerdict(0)).toEqual({ ok: false, reason: 'tooShort' });
    expect(voiceVerdict(999)).toEqual({ ok: false, reason: 'tooShort' });
    expect(voiceVerdict(Number.NaN)).toEqual({ ok: false, reason: 'tooShort' });
  });

  it('sends whole seconds, at least one, at most the maximum', () => {
    expect(voiceVerdict(1_000)).toEqual({ ok: true, seconds: 1 });
    expect(voiceVerdict(1_400)).toEqual({ ok: true, seconds: 1 });
    expect(voiceVerdict(12_600)).toEqual({ ok: true, seconds: 13 });
    expect(voiceVerdict(VOICE_MAX_MS + 800)).toEqual({ ok: true, seconds: VOICE_MAX_MS / 1000 });
  });
});

describe('mediaBox (a picture’s place before it loads)', () => {
  it('fits within the box keeping the ratio', () => {
    expect(mediaBox(4000, 3000)).toEqual({ width: 200, height: 150 });
    expect(mediaBox(1080, 1920)).toEqual({ width: 113, height: 200 });
    expect(mediaBox(100, 80)).toEqual({ width: 100, height: 80 });
  });

  it('keeps tiny and extreme pictures tappable, and unknown ones square', () => {
    expect(mediaBox(10, 10)).toEqual({ width: 64, height: 64 });
    expect(mediaBox(5000, 100)).toEqual({ width: 200, height: 64 });
    expect(mediaBox(undefined, 300)).toEqual({ width: 160, height: 160 });
  });
});
