// Where the bytes of uploaded files live (issue 15 §3): the local disk (DATA_DIR/files), or an
// S3-compatible object store that every server process shares. files.service.ts makes every check
// (size, extension, magic bytes, visibility) before and after, whichever one it is given.
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';

export type FileStorage = {
  /** Stores the bytes whole: a reader never sees part of them. */
  put(storedName: string, bytes: Buffer): Promise<void>;
  /** Removes them; one already gone is no error. */
  remove(storedNames: readonly string[]): Promise<void>;
  /** The bytes, or null when there are none under that name. */
  open(storedName: string): Promise<Readable | null>;
};

export function diskStorage(dir: string): FileStorage {
  const at = (storedName: string) => path.join(dir, storedName);
  return {
    async put(storedName, bytes) {
      const target = at(storedName);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      // Written aside, then renamed: a reader never sees half a file.
      try {
        await fs.promises.writeFile(`${target}.part`, bytes, { flag: 'wx' });
        await fs.promises.rename(`${target}.part`, target);
      } finally {
        await fs.promises.rm(`${target}.part`, { force: true }).catch(() => undefined);
      }
    },
    async remove(storedNames) {
      await Promise.all(storedNames.map((n) => fs.promises.rm(at(n), { force: true })));
    },
    async open(storedName) {
      try {
        return (await fs.promises.open(at(storedName), 'r')).createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}

export type S3Settings = {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
};

export function s3Storage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Self-hosted stores (MinIO, Ceph, s3rver) name the bucket in the path, not in the host name.
    forcePathStyle: true,
  });
  const Bucket = settings.bucket;
  return {
    async put(storedName, bytes) {
      // One PUT is atomic: the object appears whole or not at all.
      await client.send(new PutObjectCommand({ Bucket, Key: storedName, Body: bytes }));
    },
    async remove(storedNames) {
      if (storedNames.length === 0) return;
      await client.send(
        new DeleteObjectsCommand({ Bucket, Delete: { Objects: storedNames.map((Key) => ({ Key })) } }),
      );
    },
    async open(storedName) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: storedName }));
        return answer.Body instanceof Readable ? answer.Body : null;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
  };
}
