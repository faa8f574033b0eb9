// The editor's calls to its server endpoint (spec §7): configuration, uploads, remote capture.
// Replies are UEditor's own JSON, so they are read raw, not from the {data} envelope.
import {
  checkUpload,
  EDITOR,
  editorEndpoints,
  type UeditorCatchResult,
  type UeditorConfig,
  type UeditorUploadResult,
  type UploadProblem,
} from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/endpoint';

export type UploadKind = 'image' | 'file';
export type UploadedItem = { url: string; title: string; original: string };

/** Asked only by a user who may upload: for any other the server answers 403. */
export function useEditorConfig(enabled: boolean) {
  return useQuery({
    queryKey: ['editor', 'config'],
    queryFn: () => api(editorEndpoints.config, { query: { action: 'config' } }, { silent: true }),
    staleTime: 10 * 60_000,
    retry: false,
    enabled,
  });
}

export function limitsOf(config: UeditorConfig, kind: UploadKind) {
  return kind === 'image'
    ? { maxSize: config.imageMaxSize, allowFiles: config.imageAllowFiles }
    : { maxSize: config.fileMaxSize, allowFiles: config.fileAllowFiles };
}

export type Checked = { accepted: File[]; refused: Array<{ file: File; problem: UploadProblem }> };

/** Client-side checks against the announced configuration, before anything is sent. */
export function checkFiles(files: readonly File[], config: UeditorConfig, kind: UploadKind): Checked {
  const limits = limitsOf(config, kind);
  const checked: Checked = { accepted: [], refused: [] };
  for (const file of files) {
    const problem = checkUpload(file, limits);
    if (problem) checked.refused.push({ file, problem });
    else checked.accepted.push(file);
  }
  return checked;
}

/** One request with every file as an `upfile` part; answers each file's outcome. */
export async function uploadFiles(
  files: readonly File[],
  kind: UploadKind,
): Promise<Array<{ state: string } & UploadedItem>> {
  const form = new FormData();
  for (const file of files.slice(0, EDITOR.maxFilesPerUpload)) form.append('upfile', file, file.name);
  form.append('type', 'ajax');
  const action = kind === 'image' ? 'uploadimage' : 'uploadfile';
  // An upload action answers the upload form of the union.
  const reply = (await api(editorEndpoints.act, { query: { action }, body: form })) as UeditorUploadResult;
  return reply.list ?? [reply];
}

/** Remote capture of pasted external images; failures are reported per address. */
export function catchImages(sources: readonly string[]): Promise<UeditorCatchResult> {
  // The catch action answers the capture form of the union.
  return api(
    editorEndpoints.act,
    { query: { action: 'catchimage' }, body: { source: sources } },
    { silent: true, timeoutMs: EDITOR.remoteCaptureTimeoutMs + 5_000 },
  ) as Promise<UeditorCatchResult>;
}
