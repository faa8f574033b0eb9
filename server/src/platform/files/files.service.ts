// The file store every feature uses (DESIGN §9): checks size, extension and magic bytes, writes the
// bytes under a random name outside the web root, and records what they are in the files table.
// Store-then-commit: a request that ends in an error leaves no file behind, neither row nor bytes.
// Store in the transaction that uses the file, through `transaction`:
//   await ctx.files.transaction(async (tx, batch) => {
//     const file = await batch.store({ buffer, filename, purpose: 'licence', uploaderId, limits });
//     await repo.useTheFile(tx, file.id); // a throw here rolls the row back and removes the bytes
//   });
import { createHash, randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  ATTACHMENT_DAILY_MAX_BYTES,
  ATTACHMENT_DAILY_MAX_FILES,
  changesNothing,
  extensionOf,
  FILE_EXTENSIONS,
  FILE_MAX_BYTES,
  fileUrl,
  IMAGE_EXTENSIONS,
  IMAGE_MAX_BYTES,
  type StoredFile,
} from '@portal/contract';
import type { Clock } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { ActiveSession } from '../auth/sessions.ts';
import { TooManyRequestsError, ValidationError } from '../http/errors.ts';
import * as repo from './files.repository.ts';
import { signatureOf } from './signatures.ts';
import { diskStorage, type FileStorage } from './storage.ts';

export type FileRow = repo.FileRow;
export type FileOwner = repo.FileOwner;

/** Purposes of the editor's uploads (images, documents, captured remote images): administrators only. */
export const EDITOR_PURPOSES = {
  image: 'editor-image',
  file: 'editor-file',
  capture: 'editor-capture',
} as const;
/** Purpose of files sent through the generic upload (article covers and attachments, forms, the sample page). */
export const ATTACHMENT_PURPOSE = 'attachment';
/**
 * What portal content may show to everyone: the editor's files, and generic uploads when an
 * administrator made them (article covers and attachments). Never a licence, a password-reset
 * document or an enterprise's workflow attachment, whatever address an article names.
 */
const SHOWABLE: repo.ShowablePurposes = {
  any: Object.values(EDITOR_PURPOSES),
  byAdministrator: [ATTACHMENT_PURPOSE],
};
const SHOWABLE_PURPOSES = new Set([...SHOWABLE.any, ...SHOWABLE.byAdministrator]);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type FileLimits = { maxBytes: number; extensions: readonly string[] };

export const IMAGE_LIMITS: FileLimits = { maxBytes: IMAGE_MAX_BYTES, extensions: IMAGE_EXTENSIONS };
export const DOCUMENT_LIMITS: FileLimits = { maxBytes: FILE_MAX_BYTES, extensions: FILE_EXTENSIONS };

/** The generic upload's daily cap per user (contract: ATTACHMENT_DAILY_MAX_*). */
export const ATTACHMENT_QUOTA: UploadQuota = {
  files: ATTACHMENT_DAILY_MAX_FILES,
  bytes: ATTACHMENT_DAILY_MAX_BYTES,
  windowMs: 24 * 60 * 60 * 1000,
  exceeded: () =>
    new TooManyRequestsError(
      `24 小时内上传的附件已达上限（最多 ${ATTACHMENT_DAILY_MAX_FILES} 个、共 ${ATTACHMENT_DAILY_MAX_BYTES / 1024 / 1024} MB），请稍后再试`,
    ),
};

export type FileRejection = 'empty' | 'tooLarge' | 'extension' | 'content';

/** A 400 with details on `file`; `reason` lets the editor answer in its own protocol. */
export class FileRejectedError extends ValidationError {
  readonly reason: FileRejection;
  constructor(reason: FileRejection, message: string) {
    super([{ path: 'file', message }], message);
    this.reason = reason;
  }
}

export function rejectionMessage(reason: FileRejection, limits: FileLimits): string {
  switch (reason) {
    case 'empty':
      return '上传文件为空';
    case 'tooLarge':
      return `文件大小超出限制（最大 ${Math.round((limits.maxBytes / 1024 / 1024) * 10) / 10} MB）`;
    case 'extension':
      return `文件类型不允许（允许：${limits.extensions.join(' ')}）`;
    case 'content':
      return '文件内容与扩展名不符';
  }
}

export type StoreInput = {
  buffer: Buffer;
  filename: string;
  purpose: string;
  uploaderId: string | null;
  limits: FileLimits;
  /** Size seen by the upload before it was cut off at the limit (multipart truncation). */
  truncated?: boolean;
  /** Checked against the uploader's files of the same purpose before anything is written. */
  quota?: UploadQuota;
};

/** How much of one purpose an uploader may hold: files (and bytes), counted over a window or for good. */
export type UploadQuota = {
  files: number;
  bytes?: number;
  /** Only files created within this many milliseconds count (a daily cap); all of them when absent. */
  windowMs?: number;
  /** The answer when this upload would go over the quota: a 409 or a 429 that says why. */
  exceeded: () => Error;
};

/** The uploads of one transaction (see `transaction`). */
export type UploadBatch = {
  /** Checks, writes and records one file; throws FileRejectedError (400) when it is refused. */
  store(input: StoreInput): Promise<FileRow>;
  /** Deletes a file: its row in the transaction, its bytes once the transaction has committed. */
  drop(id: string): Promise<void>;
};

/** Who may read a non-public file of a purpose, instead of the readers of the records that use it. */
export type ReadPolicy = (session: ActiveSession, file: FileRow) => boolean | Promise<boolean>;

/**
 * Whether the caller may read the record `ownerId` of one owner type (an article, a workflow
 * instance…): then it may read the files that record uses (see `registerReader`, `use`, `show`).
 */
export type FileReader = (session: ActiveSession, ownerId: string) => boolean | Promise<boolean>;

/** The name as the user knows it: no folders, no control characters, at most 200 characters. */
export function cleanName(filename: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const base = (filename.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return [...(base || 'file')].slice(-200).join('');
}

export function toStoredFile(row: FileRow): StoredFile {
  return {
    id: row.id,
    name: row.originalName,
    mime: row.mime,
    size: row.size,
    url: fileUrl(row.id),
    public: row.public,
    createdAt: row.createdAt.toISOString(),
  };
}

export type Files = ReturnType<typeof createFiles>;
/** The part of the file store that portal content needs. */
export type ContentFiles = Pick<Files, 'show'>;

/** `dir`: the bytes on this disk; `storage`: wherever that says (an object store). */
export function createFiles(
  deps: { db: Database; clock: Clock } & ({ dir: string } | { storage: FileStorage }),
) {
  const { db, clock } = deps;
  const storage = 'storage' in deps ? deps.storage : diskStorage(deps.dir);
  const policies = new Map<string, ReadPolicy>();
  const readers = new Map<string, FileReader>();

  /** The owner type's reader; false for a type nobody registered (deny by default). */
  async function mayReadOwner(session: ActiveSession, ownerType: string, ownerId: string): Promise<boolean> {
    return (await readers.get(ownerType)?.(session, ownerId)) ?? false;
  }

  function check(input: StoreInput): { extension: string; mime: string } {
    const { buffer, limits } = input;
    if (buffer.length === 0) throw new FileRejectedError('empty', rejectionMessage('empty', limits));
    if (input.truncated || buffer.length > limits.maxBytes)
      throw new FileRejectedError('tooLarge', rejectionMessage('tooLarge', limits));
    const extension = extensionOf(input.filename);
    const signature = signatureOf(extension);
    if (!limits.extensions.includes(extension) || !signature)
      throw new FileRejectedError('extension', rejectionMessage('extension', limits));
    if (!signature.matches(buffer))
      throw new FileRejectedError('content', rejectionMessage('content', limits));
    return { extension, mime: signature.mime };
  }

  async function checkQuota(tx: Database, input: StoreInput, quota: UploadQuota): Promise<void> {
    if (!input.uploaderId) return;
    const since = quota.windowMs === undefined ? null : new Date(clock().getTime() - quota.windowMs);
    const held = await repo.usageOf(tx, input.uploaderId, input.purpose, since);
    const tooMany = held.files + 1 > quota.files;
    if (tooMany || (quota.bytes !== undefined && held.bytes + input.buffer.length > quota.bytes))
      throw quota.exceeded();
  }

  /** Writes the bytes and records the row in `tx`; `written` learns the path before the row exists. */
  async function write(tx: Database, input: StoreInput, written: string[]): Promise<FileRow> {
    const { mime } = check(input);
    if (input.quota) await checkQuota(tx, input, input.quota);
    const random = randomBytes(16).toString('hex');
    const storedName = `${random.slice(0, 2)}/${random}`;
    written.push(storedName);
    await storage.put(storedName, input.buffer);
    return repo.insertFile(tx, {
      originalName: cleanName(input.filename),
      storedName,
      mime,
      size: input.buffer.length,
      sha256: createHash('sha256').update(input.buffer).digest('hex'),
      purpose: input.purpose,
      uploaderId: input.uploaderId,
      public: false,
      createdAt: clock(),
    });
  }

  // A failed removal leaves bytes no row names: harmless, and nothing a request could do about it.
  const removeAll = (storedNames: readonly string[]) => storage.remove(storedNames).catch(() => undefined);

  /**
   * Runs `work` in one database transaction with an upload batch: files it stores are recorded in
   * that transaction and their bytes removed when it fails (the rows roll back by themselves);
   * files it drops lose their bytes only once it has committed.
   */
  async function transaction<T>(work: (tx: Database, batch: UploadBatch) => Promise<T>): Promise<T> {
    const written: string[] = [];
    const dropped: string[] = [];
    let result: T;
    try {
      result = await db.transaction((tx) =>
        work(tx, {
          store: (input) => write(tx, input, written),
          async drop(id) {
            const storedName = await repo.deleteFile(tx, id);
            if (storedName) dropped.push(storedName);
          },
        }),
      );
    } catch (error) {
      await removeAll(written);
      throw error;
    }
    await removeAll(dropped);
    return result;
  }

  return {
    transaction,

    /** One file on its own (a transaction of its own); throws FileRejectedError (400) when refused. */
    store: (input: StoreInput): Promise<FileRow> => transaction((_tx, batch) => batch.store(input)),

    get: (id: string) => repo.findFile(db, id),

    /**
     * The bytes of a stored file, or null when they are not on this machine's disk (deleted, or
     * stored by another server process without shared storage). Opened before the answer starts,
     * so a missing file is a 404 and not a stream that fails after the headers.
     */
    open: (row: FileRow): Promise<Readable | null> => storage.open(row.storedName),

    /**
     * Portal content (an article, a knowledge node, a hot issue) says which files it shows and from
     * when it is visible: `visibleFrom` null while it is not published, a future time while it is
     * scheduled. Call it in the transaction of every change of the content, with every file it
     * refers to; a deleted item names none. Whether anonymous visitors may read a file is then
     * decided when they ask (`shownToEveryone`), against the clock: a scheduled article's files
     * open with it and no timer is needed, and a file the content no longer names closes at once.
     * Until then the content's readers (its editors, see `registerReader`) read them.
     */
    show: (
      owner: FileOwner,
      ids: readonly string[],
      visibleFrom: Date | null,
      executor: Database = db,
      /** The organisation publishing the content: attachments its own people uploaded may be shown too. */
      publisherOrgId?: string,
    ) =>
      repo.replaceUses(
        executor,
        owner,
        ids.filter((id) => UUID.test(id)),
        visibleFrom,
        publisherOrgId ? { ...SHOWABLE, publisherOrgId } : SHOWABLE,
      ),

    /**
     * Records that a record uses files for good (a workflow step's attachments): whoever may read
     * it (`registerReader`) reads them. Only for files the acting user was allowed to attach: a use
     * lets the record's readers in.
     */
    use: (owner: FileOwner, ids: readonly string[], executor: Database = db) =>
      repo.addUses(
        executor,
        owner,
        ids.filter((id) => UUID.test(id)),
      ),

    /** Anyone may read the file: it is public, or visible portal content shows it now. */
    async shownToEveryone(row: FileRow): Promise<boolean> {
      if (row.public) return true;
      return SHOWABLE_PURPOSES.has(row.purpose) && repo.isShown(db, row.id, clock());
    },

    listMine: (uploaderId: string, purpose: string, limit: number, offset: number) =>
      repo.listByUploader(db, uploaderId, purpose, limit, offset),

    /** A feature with sensitive files (e.g. licences) decides itself who may read them. */
    setReadPolicy(purpose: string, policy: ReadPolicy): void {
      policies.set(purpose, policy);
    },

    /**
     * A feature whose records use files says who may read a record of its owner type, with the
     * rules of its own routes (region scope, roles). One reader per owner type.
     */
    registerReader(ownerType: string, reader: FileReader): void {
      readers.set(ownerType, reader);
    },

    mayReadOwner,

    /**
     * Deny by default: besides the public (`shownToEveryone`), a file is read by its uploader and
     * by whoever may read a record that uses it, or as its purpose's policy says. The caller
     * answers 404 otherwise, so file ids cannot be probed.
     */
    async mayRead(session: ActiveSession | null, row: FileRow): Promise<boolean> {
      if (row.public) return true;
      if (!session) return false;
      if (row.uploaderId !== null && row.uploaderId === session.user.id) return true;
      // A registrant awaiting review (limited session) reads only what it uploaded itself.
      if (session.limited) return false;
      // The auditor reads the audit log (DESIGN §2), not the files its rows name.
      if (changesNothing(session.user)) return false;
      const policy = policies.get(row.purpose);
      if (policy) return policy(session, row);
      for (const use of await repo.usesOf(db, row.id))
        if (await mayReadOwner(session, use.ownerType, use.ownerId)) return true;
      return false;
    },
  };
}
