// What a file really is, from its first bytes (DESIGN §9 "magic bytes"). An extension is accepted
// only when the content carries that extension's signature; the stored MIME type comes from this
// table, never from the uploader. SVG and HTML are deliberately absent: they can carry scripts.

type Signature = { mime: string; matches: (bytes: Buffer) => boolean; image?: true };

const startsWith =
  (...prefix: number[]) =>
  (b: Buffer) =>
    b.length >= prefix.length && prefix.every((byte, i) => b[i] === byte);

const ascii = (b: Buffer, at: number, text: string) =>
  b.length >= at + text.length && b.toString('latin1', at, at + text.length) === text;

const ZIP = startsWith(0x50, 0x4b, 0x03, 0x04);
const OLE = startsWith(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
// An Office Open XML file is a zip whose entries sit under word/, xl/ or ppt/; entry names are
// stored in plain text in the local headers, so a look at the bytes is enough to tell them apart.
const officeZip = (folder: string) => (b: Buffer) =>
  ZIP(b) && b.includes('[Content_Types].xml', 0, 'latin1') && b.includes(folder, 0, 'latin1');

const UTF8 = new TextDecoder('utf-8', { fatal: true });
function isPlainText(b: Buffer): boolean {
  if (b.includes(0)) return false;
  try {
    UTF8.decode(b);
    return true;
  } catch {
    return false;
  }
}

const JPEG: Signature = { mime: 'image/jpeg', matches: startsWith(0xff, 0xd8, 0xff), image: true };

export const SIGNATURES: Readonly<Record<string, Signature>> = {
  '.png': {
    mime: 'image/png',
    matches: startsWith(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
    image: true,
  },
  '.jpg': JPEG,
  '.jpeg': JPEG,
  '.gif': { mime: 'image/gif', matches: (b) => ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a'), image: true },
  '.webp': { mime: 'image/webp', matches: (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP'), image: true },
  '.bmp': { mime: 'image/bmp', matches: (b) => ascii(b, 0, 'BM') && b.length >= 26, image: true },
  '.pdf': { mime: 'application/pdf', matches: (b) => ascii(b, 0, '%PDF-') },
  '.docx': {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    matches: officeZip('word/'),
  },
  '.xlsx': {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    matches: officeZip('xl/'),
  },
  '.pptx': {
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    matches: officeZip('ppt/'),
  },
  '.doc': { mime: 'application/msword', matches: OLE },
  '.xls': { mime: 'application/vnd.ms-excel', matches: OLE },
  '.ppt': { mime: 'application/vnd.ms-powerpoint', matches: OLE },
  '.zip': { mime: 'application/zip', matches: ZIP },
  '.rar': { mime: 'application/vnd.rar', matches: (b) => ascii(b, 0, 'Rar!\x1a\x07') },
  '.7z': { mime: 'application/x-7z-compressed', matches: startsWith(0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c) },
  '.mp4': { mime: 'video/mp4', matches: (b) => ascii(b, 4, 'ftyp') },
  '.txt': { mime: 'text/plain; charset=utf-8', matches: isPlainText },
  '.csv': { mime: 'text/csv; charset=utf-8', matches: isPlainText },
};

/** The signature entry for an extension (".png"), or undefined when we do not know that kind. */
export function signatureOf(extension: string): Signature | undefined {
  return Object.hasOwn(SIGNATURES, extension) ? SIGNATURES[extension] : undefined;
}

/** Image kinds, which are shown inline; everything else is served as a download. */
export function isImageMime(mime: string): boolean {
  return Object.values(SIGNATURES).some((s) => s.image && s.mime === mime);
}

/** The image extension whose signature the bytes carry (for fetched images that name no extension). */
export function detectImage(bytes: Buffer): { extension: string; mime: string } | null {
  for (const [extension, s] of Object.entries(SIGNATURES)) {
    if (s.image && extension !== '.jpeg' && s.matches(bytes)) return { extension, mime: s.mime };
  }
  return null;
}
