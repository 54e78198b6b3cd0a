import {
  MESSAGE_MAX_BYTES,
  messageContentSchemas,
  ResultCode,
  type ResultCodeName,
  type SendableObjectName,
} from '@volna/contracts';
import { fail } from '../../http/errors.ts';

/** Fields that must hold an upload of this server, by message type. */
const URL_FIELDS: Partial<Record<SendableObjectName, string[]>> = {
  'RC:ImgMsg': ['imageUri', 'imageUriCompress'],
  'RC:SightMsg': ['sightUrl', 'thumbnailUri'],
  'RC:FileMsg': ['fileUrl'],
  'RC:HQVCMsg': ['remoteUrl'],
};

/** The JSON size the 128 KB rule (30016) measures. */
export const contentBytes = (content: unknown) => Buffer.byteLength(JSON.stringify(content), 'utf8');

/**
 * The content checked against its type: 30016 over 128 KB first, then the type's schema (an issue named after a
 * result code answers that code: emptyMessage, recordTooShort), then media links must be this server's uploads.
 */
export function checkedContent(
  objectName: SendableObjectName,
  content: Record<string, unknown>,
  isIssuedUrl: (url: string) => boolean,
): Record<string, unknown> {
  if (contentBytes(content) > MESSAGE_MAX_BYTES) fail('messageTooLarge');
  const parsed = messageContentSchemas[objectName].safeParse(content);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    if (issue.message in ResultCode && issue.message !== 'badRequest') fail(issue.message as ResultCodeName);
    fail('badRequest', { field: ['content', ...issue.path.map(String)].join('.') });
  }
  const value = parsed.data as Record<string, unknown>;
  for (const field of URL_FIELDS[objectName] ?? []) {
    const url = value[field];
    if (url !== undefined && !isIssuedUrl(url as string)) fail('badRequest', { field: `content.${field}` });
  }
  return value;
}
