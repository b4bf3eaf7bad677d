// Control characters, and the direction marks and overrides that make `cv<U+202E>fdp.exe` read as
// `cvexe.pdf` on screen.
// eslint-disable-next-line no-control-regex
const UNSHOWABLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The name a client gave its file, kept only as text (shown to staff, offered on download): no
 * folders, nothing unshowable, at most 255 characters; `fallback` when nothing is left.
 */
export function uploadedFileName(originalName: string, fallback: string): string {
  const base = originalName.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(UNSHOWABLE, '').trim();
  return [...(clean || fallback)].slice(-255).join('');
}
