/**
 * What a DNA test report may be, judged by its first bytes, never by its name: an .exe renamed report.pdf or
 * photo.jpg is refused. Laboratories send PDFs; people also photograph a paper report.
 */
const SIGNATURES: { type: string; test: (head: Buffer) => boolean }[] = [
  { type: 'pdf', test: (h) => h.subarray(0, 5).toString('latin1') === '%PDF-' },
  { type: 'jpeg', test: (h) => h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff },
  {
    type: 'png',
    test: (h) => h.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    type: 'webp',
    test: (h) =>
      h.subarray(0, 4).toString('latin1') === 'RIFF' && h.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/** The report's kind by its bytes; undefined for anything else. */
export const reportTypeOf = (head: Buffer) => SIGNATURES.find((s) => s.test(head))?.type;
