import type { Readable } from 'node:stream';
import {
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Config } from '../config.ts';
import type { FileStore } from './file-store.ts';

export type S3Settings = NonNullable<Config['s3']>;

/**
 * Uploads in an S3-compatible bucket, shared by every instance. Clients load them from S3_PUBLIC_URL when one is
 * given (a CDN or a public bucket); otherwise the app streams them at /files/<key> like the local store.
 */
export function createS3FileStore(settings: S3Settings, client = s3ClientFor(settings)): FileStore {
  const publicUrl = settings.publicUrl?.replace(/\/+$/, '');
  return {
    async put(key, body, mimeType) {
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: key,
          Body: body,
          ContentType: mimeType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async size(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: settings.bucket, Key: key }));
        return head.ContentLength;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async read(key, range) {
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket: settings.bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        return object.Body as Readable | undefined;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    url: (key) => (publicUrl ? `${publicUrl}/${key}` : `/files/${key}`),
  };
}

/** A HEAD answers a bare 404 (NotFound), a GET names it (NoSuchKey). */
const isMissing = (error: unknown) =>
  error instanceof NoSuchKey || ['NoSuchKey', 'NotFound'].includes((error as { name?: string }).name ?? '');

export function s3ClientFor(settings: S3Settings) {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    // MinIO, Ceph and most self-hosted endpoints only speak path-style addressing.
    forcePathStyle: Boolean(settings.endpoint),
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
}
