// The editor's server side in the UEditor protocol (spec §7): its configuration, uploads of images
// and files, and remote image capture. Every file goes through the shared file store.
import {
  EDITOR,
  FILE_EXTENSIONS,
  FILE_MAX_BYTES,
  fileUrl,
  IMAGE_EXTENSIONS,
  IMAGE_MAX_BYTES,
  UEDITOR_SUCCESS,
  type UeditorCatchResult,
  type UeditorConfig,
  type UeditorUploadResult,
} from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { Caller } from '../../platform/access/caller.ts';
import type { Audit } from '../../platform/audit/audit.ts';
import {
  CaptureError,
  type CaptureOptions,
  captureRemote,
  type RemoteCaptureOptions,
} from '../../platform/fetch/remote-capture.ts';
import {
  DOCUMENT_LIMITS,
  EDITOR_PURPOSES,
  FileRejectedError,
  type FileRow,
  type Files,
  IMAGE_LIMITS,
} from '../../platform/files/files.service.ts';
import { readFileParts } from '../../platform/files/multipart.ts';
import { detectImage } from '../../platform/files/signatures.ts';

export type UploadKind = 'image' | 'file';

type Item = { state: string; url: string; title: string; original: string };

const LIMITS = { image: IMAGE_LIMITS, file: DOCUMENT_LIMITS } as const;
const TOO_MANY = `单次最多上传 ${EDITOR.maxFilesPerUpload} 个文件`;
/** Captures run a few at a time: a page may paste dozens of images. */
const CAPTURE_CONCURRENCY = 4;

export type Editor = ReturnType<typeof createEditor>;

export function createEditor(deps: { files: Files; audit: Audit; capture?: RemoteCaptureOptions }) {
  const { files, audit } = deps;
  const capture: CaptureOptions = {
    allowLoopback: deps.capture?.allowLoopback ?? false,
    timeoutMs: deps.capture?.timeoutMs ?? EDITOR.remoteCaptureTimeoutMs,
    maxBytes: IMAGE_MAX_BYTES,
  };

  const recordUpload = (row: FileRow, caller: Caller, detail: Record<string, unknown> = {}) =>
    audit.by(caller, {
      action: 'file.uploaded',
      objectType: 'file',
      objectId: row.id,
      detail: { name: row.originalName, size: row.size, mime: row.mime, purpose: row.purpose, ...detail },
    });

  /** Stores one file; a refusal becomes the item's state instead of failing the whole request. */
  async function storeOne(
    input: { buffer: Buffer; filename: string; truncated?: boolean },
    purpose: string,
    limits: typeof IMAGE_LIMITS,
    caller: Caller,
    detail?: Record<string, unknown>,
  ): Promise<Item> {
    try {
      const row = await files.store({ ...input, purpose, uploaderId: caller.user.id, limits });
      await recordUpload(row, caller, detail);
      return {
        state: UEDITOR_SUCCESS,
        url: fileUrl(row.id),
        title: row.originalName,
        original: input.filename,
      };
    } catch (error) {
      if (!(error instanceof FileRejectedError)) throw error;
      return { state: error.message, url: '', title: '', original: input.filename };
    }
  }

  return {
    config(): UeditorConfig {
      return {
        imageActionName: 'uploadimage',
        imageFieldName: 'upfile',
        imageMaxSize: IMAGE_MAX_BYTES,
        imageAllowFiles: [...IMAGE_EXTENSIONS],
        imageUrlPrefix: '',
        fileActionName: 'uploadfile',
        fileFieldName: 'upfile',
        fileMaxSize: FILE_MAX_BYTES,
        fileAllowFiles: [...FILE_EXTENSIONS],
        fileUrlPrefix: '',
        catcherActionName: 'catchimage',
        catcherFieldName: 'source',
        catcherMaxSize: IMAGE_MAX_BYTES,
        catcherAllowFiles: [...IMAGE_EXTENSIONS],
        catcherUrlPrefix: '',
        catcherTimeout: capture.timeoutMs,
        maxFilesPerUpload: EDITOR.maxFilesPerUpload,
      };
    },

    /** `upfile` parts, up to 100; one file gets the classic reply, several add `list`. */
    async upload(request: FastifyRequest, kind: UploadKind, caller: Caller): Promise<UeditorUploadResult> {
      const limits = LIMITS[kind];
      const read = await readFileParts(
        request,
        { field: 'upfile', maxFiles: EDITOR.maxFilesPerUpload, maxBytes: limits.maxBytes },
        (part) => storeOne(part, EDITOR_PURPOSES[kind], limits, caller),
      );
      const [first, ...rest] = read.results;
      if (!first)
        return { state: read.tooMany ? TOO_MANY : '未找到上传文件', url: '', title: '', original: '' };
      const failed = read.results.find((r) => r.state !== UEDITOR_SUCCESS);
      const state = read.tooMany ? TOO_MANY : (failed?.state ?? UEDITOR_SUCCESS);
      return rest.length === 0 && !read.tooMany ? first : { ...first, state, list: read.results };
    },

    async catchImages(sources: readonly string[], caller: Caller): Promise<UeditorCatchResult> {
      const list: UeditorCatchResult['list'] = new Array(sources.length);
      let next = 0;
      const worker = async () => {
        while (next < sources.length) {
          const index = next++;
          const source = sources[index]!;
          const item = await catchOne(source, caller);
          list[index] = { source, state: item.state, url: item.url };
        }
      };
      await Promise.all(Array.from({ length: Math.min(CAPTURE_CONCURRENCY, sources.length) }, worker));
      const ok = list.filter((i) => i.state === UEDITOR_SUCCESS).length;
      const state =
        ok === list.length ? UEDITOR_SUCCESS : ok === 0 ? '远程图片抓取失败' : '部分远程图片抓取失败';
      return { state, list };
    },
  };

  async function catchOne(source: string, caller: Caller): Promise<Item> {
    let body: Buffer;
    let url: URL;
    try {
      ({ body, url } = await captureRemote(source, capture));
    } catch (error) {
      if (error instanceof CaptureError)
        return { state: error.message, url: '', title: '', original: source };
      throw error;
    }
    const kind = detectImage(body);
    if (!kind) return { state: '远程文件不是允许的图片格式', url: '', title: '', original: source };
    // The name comes from the address, the extension from the bytes.
    const base = safeDecode(url.pathname.split('/').pop() ?? '').replace(/\.[^.]*$/, '') || 'image';
    return storeOne(
      { buffer: body, filename: `${base}${kind.extension}` },
      EDITOR_PURPOSES.capture,
      IMAGE_LIMITS,
      caller,
      {
        source,
      },
    );
  }
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
