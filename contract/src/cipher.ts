// The login cipher of spec §9 / DESIGN §6: AES-128-CBC, zero padding, Base64.
// It is legacy obfuscation kept for compatibility with the specified call; TLS protects credentials.
import { cbc } from '@noble/ciphers/aes.js';
import { refusedTextPath } from './text.ts';

const BLOCK = 16;
const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

/**
 * Documented defaults (README). A deployment may set others (LOGIN_AES_KEY / LOGIN_AES_IV, e.g. to
 * match a legacy client); the web client asks the server for them (GET /console/api/login/cipher),
 * so they are no secret — the cipher is obfuscation, TLS is what protects the password.
 */
export const DEFAULT_LOGIN_AES_KEY = 'LstPortalKey2026';
export const DEFAULT_LOGIN_AES_IV = 'LstPortalIv-2026';

export type LoginCredentials = { account: string; password: string; key: string; code: string };

function keyBytes(value: string, name: string): Uint8Array {
  const bytes = encoder.encode(value);
  if (bytes.length !== BLOCK) throw new Error(`${name} must be exactly 16 bytes, got ${bytes.length}`);
  return bytes;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

/** Zero padding as the legacy client did it: nothing added when the length is already a multiple. */
function zeroPad(bytes: Uint8Array): Uint8Array {
  const rest = bytes.length % BLOCK;
  if (rest === 0 && bytes.length > 0) return bytes;
  const out = new Uint8Array(bytes.length + (BLOCK - rest));
  out.set(bytes);
  return out;
}

function zeroUnpad(bytes: Uint8Array): Uint8Array {
  let end = bytes.length;
  while (end > 0 && bytes[end - 1] === 0) end--;
  return bytes.subarray(0, end);
}

export function encryptText(plain: string, key: string, iv: string): string {
  const aes = cbc(keyBytes(key, 'key'), keyBytes(iv, 'iv'), { disablePadding: true });
  return toBase64(aes.encrypt(zeroPad(encoder.encode(plain))));
}

/** Returns null for anything that is not valid Base64 of whole blocks decrypting to UTF-8. */
export function decryptText(message: string, key: string, iv: string): string | null {
  try {
    const data = fromBase64(message);
    if (data.length === 0 || data.length % BLOCK !== 0) return null;
    const aes = cbc(keyBytes(key, 'key'), keyBytes(iv, 'iv'), { disablePadding: true });
    return decoder.decode(zeroUnpad(aes.decrypt(data)));
  } catch {
    return null;
  }
}

export function encryptCredentials(credentials: LoginCredentials, key: string, iv: string): string {
  return encryptText(JSON.stringify(credentials), key, iv);
}

/**
 * Parses the decrypted JSON; null when it does not decrypt, lacks the four string fields or any of
 * them holds what the text rule refuses (the message is read past the edge's checks).
 */
export function decryptCredentials(message: string, key: string, iv: string): LoginCredentials | null {
  const text = decryptText(message, key, iv);
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const v = value as Record<string, unknown>;
    if (typeof v.account !== 'string' || typeof v.password !== 'string') return null;
    const credentials = {
      account: v.account,
      password: v.password,
      key: typeof v.key === 'string' ? v.key : '',
      code: typeof v.code === 'string' ? v.code : '',
    };
    return refusedTextPath(credentials, 'one-line') === null ? credentials : null;
  } catch {
    return null;
  }
}
