/** Why a file was refused on the client (an i18n key of `myProfile` under `files`). */
export type FileRejection = 'tooLarge' | 'badType' | 'contentMismatch' | 'unreadable';

const SIGNATURES: Record<string, (b: Uint8Array) => boolean> = {
  'application/pdf': (b) => b[0] === 0x25 && b[1] === 0x50 && b[2] === 0x44 && b[3] === 0x46, // %PDF
  'image/png': (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/webp': (b) =>
    b[0] === 0x52 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x46 && b[8] === 0x57 && b[9] === 0x45 && b[10] === 0x42 && b[11] === 0x50,
};

/** Reads the first `n` bytes of a file (works in browsers and jsdom). */
async function headBytes(file: Blob, n: number): Promise<Uint8Array> {
  const slice = file.slice(0, n);
  if (typeof slice.arrayBuffer === 'function') return new Uint8Array(await slice.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(slice);
  });
}

/**
 * Checks a file before uploading it (issue #4; the sandbox checks again): declared type in
 * `allowed`, size ≤ `maxBytes`, and the first bytes (magic numbers) of that type.
 * @returns null when acceptable, else the reason.
 */
export async function checkFile(file: File, allowed: readonly string[], maxBytes: number): Promise<FileRejection | null> {
  const type = file.type === 'image/jpg' ? 'image/jpeg' : file.type;
  if (!allowed.includes(type)) return 'badType';
  if (file.size > maxBytes) return 'tooLarge';
  try {
    const head = await headBytes(file, 16);
    return SIGNATURES[type]?.(head) ? null : 'contentMismatch';
  } catch {
    return 'unreadable';
  }
}

/** Accepted types of a profile picture and of an essential document. */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
/** Limits in bytes: 5 MB and 10 MB (issue #4). */
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
