/**
 * What /files/ serves a stored file as, by the extension the server gave its key. Only types a browser cannot run
 * as a page are named: anything else (html, svg, js, unknown) goes out as a download, so an upload can never run
 * script on our origin.
 */
const servedTypes: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
  '.aac': 'audio/aac',
  '.wav': 'audio/wav',
  '.ogg': 'audio/ogg',
  '.oga': 'audio/ogg',
  '.amr': 'audio/amr',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.mov': 'video/quicktime',
  '.zip': 'application/zip',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xls': 'application/vnd.ms-excel',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.ppt': 'application/vnd.ms-powerpoint',
  '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

export const DOWNLOAD_TYPE = 'application/octet-stream';

/** Media a browser may show in place; the rest of the served types are offered as downloads. */
const inlinePrefixes = ['image/', 'audio/', 'video/', 'application/pdf', 'text/plain'];

export const extensionOf = (name: string) => {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(name);
  return match ? `.${match[1]?.toLowerCase()}` : '';
};

export const contentTypeOf = (key: string) => servedTypes[extensionOf(key)] ?? DOWNLOAD_TYPE;

export const isInline = (contentType: string) => inlinePrefixes.some((p) => contentType.startsWith(p));
