import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "~/env.server";
import { describeStorageContract } from "../../../tests/support/storage-contract";
import { createS3Storage, type S3StorageOptions } from "./s3-storage.server";
import { type FileStorage, uploadStorage } from "./storage.server";

// A local S3-compatible server (s3rver keeps objects in a temporary folder): no network needed.
let server: S3rver;
let dir: string;
let options: S3StorageOptions;
let storage: FileStorage;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "afa-s3-"));
  server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: dir });
  const { port } = await server.run();
  options = {
    bucket: "afa-uploads",
    region: "us-east-1",
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  };
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });
  await client.send(new CreateBucketCommand({ Bucket: options.bucket }));
  storage = createS3Storage(options);
});
afterAll(async () => {
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describeStorageContract("S3-compatible storage", () => storage);

describe("uploadStorage with S3_* set", () => {
  it("stores in the bucket, so another server with the same settings serves the file", async () => {
    const env = parseEnv({
      DATA_DIR: path.join(dir, "instance-a"),
      S3_BUCKET: options.bucket,
      S3_ENDPOINT: options.endpoint,
      S3_ACCESS_KEY_ID: options.accessKeyId,
      S3_SECRET_ACCESS_KEY: options.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
    });
    await uploadStorage({ env }).put("avatars/shared.webp", new TextEncoder().encode("RIFF"), {
      contentType: "image/webp",
    });
    const other = { env: { ...env, DATA_DIR: path.join(dir, "instance-b") } };
    expect(await uploadStorage(other).head("avatars/shared.webp")).toEqual({
      size: 4,
      contentType: "image/webp",
    });
  });

  it("names the missing credentials when only the bucket is set", () => {
    expect(() => parseEnv({ S3_BUCKET: "afa-uploads" })).toThrow(
      /S3_ACCESS_KEY_ID: is required when S3_BUCKET is set[\s\S]*S3_SECRET_ACCESS_KEY/,
    );
  });
});
