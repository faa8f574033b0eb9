// The rich-text editor's constants (spec §9 "Editor") and the UEditor server protocol of spec §7
// (`/console/api/portal/management/ueditor`), shared by the server endpoint and the web component.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';

export const EDITOR = {
  maxWords: 10_000,
  /** Link bubble: links longer than this are shown cut to `linkShownChars` plus an ellipsis. */
  linkTruncateOver: 30,
  linkShownChars: 20,
  messageMs: 4_000,
  autosaveMessageMs: 2_000,
  autosaveIntervalMs: 500,
  autosaveMinGapMs: 20,
  undoDepth: 20,
  /** Typing groups into one undo step until this many inputs (ProseMirror groups by time instead). */
  undoInputsPerStep: 20,
  submenuShowDelayMs: 250,
  submenuHideDelayMs: 400,
  maxFilesPerUpload: 100,
  remoteCaptureTimeoutMs: 60_000,
  /**
   * Who may upload and capture images through the editor: its files are shown to everyone once
   * the portal content naming them is published. Others (an enterprise writing a problem, an
   * office sending a notification) attach files through their form's own attachment field, whose
   * files follow the record's access. The server's access and the toolbar's buttons both read it.
   */
  uploadAuthority: 'ADMIN',
} as const;

export const FONT_SIZES = [10, 11, 12, 14, 16, 18, 20, 24, 28, 32, 36] as const;
export const LINE_HEIGHTS = [1, 1.5, 1.75, 2, 2.5, 3, 4, 5] as const;
/** Space above and below a paragraph, px ("row spacing"). */
export const ROW_SPACINGS = [5, 10, 15, 20, 25] as const;

export const TABLE_LIMITS = {
  maxColumns: 20,
  maxRows: 100,
  defaultRows: 5,
  defaultColumns: 5,
  pickerStart: 10,
  pickerMax: 20,
  pickerCellPx: 22,
} as const;

/** 70 colours, 10 per row: the theme colours, five rows of their shades, then the standard colours. */
export const COLOR_PALETTE: readonly string[] = [
  'ffffff,000000,eeece1,1f497d,4f81bd,c0504d,9bbb59,8064a2,4bacc6,f79646',
  'f2f2f2,7f7f7f,ddd9c3,c6d9f0,dbe5f1,f2dcdb,ebf1dd,e5e0ec,dbeef3,fdeada',
  'd8d8d8,595959,c4bd97,8db3e2,b8cce4,e5b9b7,d7e3bc,ccc1d9,b7dde8,fbd5b5',
  'bfbfbf,3f3f3f,938953,548dd4,95b3d7,d99694,c3d69b,b2a2c7,92cddc,fac08f',
  'a5a5a5,262626,494429,17365d,366092,953734,76923c,5f497a,31859b,e36c09',
  '7f7f7f,0c0c0c,1d1b10,0f243e,244061,632423,4f6128,3f3151,205867,974806',
  'c00000,ff0000,ffc000,ffff00,92d050,00b050,00b0f0,0070c0,002060,7030a0',
]
  .join(',')
  .split(',')
  .map((hex) => `#${hex}`);

export const SEARCH_DEFAULTS = { caseSensitive: false, direction: 'forward' } as const;

/** Upload limits the server enforces and announces in `?action=config` (the spec leaves the values open). */
export const IMAGE_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.gif', '.webp', '.bmp'] as const;
export const FILE_EXTENSIONS = [
  ...IMAGE_EXTENSIONS,
  '.pdf',
  '.doc',
  '.docx',
  '.xls',
  '.xlsx',
  '.ppt',
  '.pptx',
  '.txt',
  '.csv',
  '.zip',
  '.rar',
  '.7z',
  '.mp4',
] as const;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const FILE_MAX_BYTES = 50 * 1024 * 1024;

const UEDITOR_PATH = '/console/api/portal/management/ueditor';
export const UEDITOR_ACTIONS = ['config', 'uploadimage', 'uploadfile', 'catchimage'] as const;
export type UeditorAction = (typeof UEDITOR_ACTIONS)[number];
export const UEDITOR_SUCCESS = 'SUCCESS';

/** The `?action=config` answer: UEditor's own field names, so any UEditor client can read it. */
export const ueditorConfig = z.object({
  imageActionName: z.literal('uploadimage'),
  imageFieldName: z.literal('upfile'),
  imageMaxSize: z.number().int(),
  imageAllowFiles: z.array(z.string()),
  imageUrlPrefix: z.string(),
  fileActionName: z.literal('uploadfile'),
  fileFieldName: z.literal('upfile'),
  fileMaxSize: z.number().int(),
  fileAllowFiles: z.array(z.string()),
  fileUrlPrefix: z.string(),
  catcherActionName: z.literal('catchimage'),
  catcherFieldName: z.literal('source'),
  catcherMaxSize: z.number().int(),
  catcherAllowFiles: z.array(z.string()),
  catcherUrlPrefix: z.string(),
  catcherTimeout: z.number().int(),
  maxFilesPerUpload: z.number().int(),
});
export type UeditorConfig = z.infer<typeof ueditorConfig>;

export const ueditorUploadItem = z.object({
  state: z.string(),
  url: z.string(),
  title: z.string(),
  original: z.string(),
});
/** One file: the classic reply; several `upfile` parts: the first file's fields plus `list`. */
export const ueditorUploadResult = ueditorUploadItem.extend({
  list: z.array(ueditorUploadItem).optional(),
});
export type UeditorUploadResult = z.infer<typeof ueditorUploadResult>;

export const ueditorCatchResult = z.object({
  state: z.string(),
  list: z.array(z.object({ source: z.string(), state: z.string(), url: z.string() })),
});
export type UeditorCatchResult = z.infer<typeof ueditorCatchResult>;

/**
 * A chart in stored rich text: `<div data-chart="{…}">` holding this JSON, drawn with ECharts by
 * the viewer. The server re-validates it on the way in; anything else in the attribute is dropped.
 */
export const CHART_TYPES = ['bar', 'line', 'pie'] as const;
export const chartSpec = z.object({
  type: z.enum(CHART_TYPES),
  title: z.string().max(100).optional(),
  categories: z.array(z.string().max(100)).min(1).max(TABLE_LIMITS.maxColumns),
  series: z
    .array(
      z.object({
        name: z.string().max(100),
        values: z.array(z.number()).max(TABLE_LIMITS.maxColumns),
      }),
    )
    .min(1)
    .max(TABLE_LIMITS.maxRows),
});
export type ChartSpec = z.infer<typeof chartSpec>;

/**
 * `/console/api/portal/management/ueditor` (spec §7): the UEditor server protocol. Answers are
 * UEditor's own JSON, not the {data} envelope; the page may append its own parameters, so
 * unknown query keys are let through.
 */
export const editorEndpoints = {
  config: endpoint({
    method: 'GET',
    path: UEDITOR_PATH,
    summary: 'Editor configuration (?action=config): allowed extensions and maximum sizes',
    // GET has one action; a bare GET answers the configuration too.
    query: z.looseObject({ action: z.enum(['config']).default('config') }),
    response: ueditorConfig,
    bare: true,
  }),
  act: endpoint({
    method: 'POST',
    path: UEDITOR_PATH,
    summary:
      'Editor upload (uploadimage, uploadfile: multipart "upfile") or remote capture (catchimage: source[])',
    query: z.looseObject({ action: z.enum(['uploadimage', 'uploadfile', 'catchimage']) }),
    response: z.union([ueditorUploadResult, ueditorCatchResult]),
    bare: true,
  }),
};
