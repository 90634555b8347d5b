import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { imageVariantKeys } from "~/lib/image-sources";
import { type FileStorage, parseStorageKey } from "./file-storage.server";

export type S3StorageOptions = {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** MinIO, s3rver and most self-hosted stores want bucket/key paths, not bucket subdomains. */
  forcePathStyle?: boolean;
};

function isMissing(error: unknown): boolean {
  return (
    error instanceof NoSuchKey ||
    error instanceof NotFound ||
    (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
  );
}

/**
 * Files in an S3-compatible bucket under the same keys as on disk, so any instance serves what
 * another stored. The key check is the local storage's: nothing outside folder/name.ext is asked for.
 */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });
  const Bucket = options.bucket;

  return {
    async put(key, body, { contentType }) {
      const parsed = parseStorageKey(key);
      if (!parsed) throw new Error(`Invalid storage key: ${key}`);
      if (parsed.contentType !== contentType) {
        throw new Error(`Content type ${contentType} does not match the key ${key}`);
      }
      // One PUT is atomic in S3: a reader sees the old object, the new one or none, never half.
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }),
      );
    },

    async get(key, range) {
      const parsed = parseStorageKey(key);
      if (!parsed) return null;
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        if (!object.Body) return null;
        // With a range, ContentLength is the range's; the whole size ends Content-Range.
        const total = object.ContentRange
          ? Number(object.ContentRange.split("/")[1])
          : Number(object.ContentLength ?? 0);
        return {
          body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          size: total,
          contentType: parsed.contentType,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async head(key) {
      const parsed = parseStorageKey(key);
      if (!parsed) return null;
      try {
        const object = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: Number(object.ContentLength ?? 0), contentType: parsed.contentType };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      if (!parseStorageKey(key)) return;
      // S3 answers a delete of a missing object with success, as our interface wants.
      for (const k of [key, ...imageVariantKeys(key)]) {
        await client.send(new DeleteObjectCommand({ Bucket, Key: k }));
      }
    },
  };
}
