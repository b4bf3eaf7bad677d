import { HttpStatus } from '@nestjs/common';
import { fileTypeFromFile } from 'file-type/node';
import type { SharpOptions } from 'sharp';
import { AppError } from '../platform/common/errors/app-error';
import { MESSAGE_CODES, PROJECT_LIMITS, PROJECT_PHOTO_MIME_TYPES, PROJECT_PHOTO_WIDTHS } from '@uaq/contract';

export interface PhotoVersion {
  width: number;
  height: number;
  content: Buffer;
}

const MAX_INPUT_PIXELS = PROJECT_LIMITS.photoMegapixels * 1_000_000;
/** WebP's largest side: a very tall, narrow photo is served within it. */
const WEBP_MAX_SIDE = 16_383;

const notAPhoto = () =>
  new AppError(HttpStatus.UNSUPPORTED_MEDIA_TYPE, MESSAGE_CODES.project.photoType, {
    photo: MESSAGE_CODES.project.photoType,
  });
const tooManyPixels = () =>
  new AppError(HttpStatus.PAYLOAD_TOO_LARGE, MESSAGE_CODES.project.photoPixels, {
    photo: MESSAGE_CODES.project.photoPixels,
  });

/**
 * sharp (libvips), loaded with the first photo: some 25 MB of memory a server that is not sent photos
 * never needs. Its operation cache is off: each photo is decoded once, nothing is worth keeping.
 */
const imageLibrary = (() => {
  let loading: Promise<typeof import('sharp')> | null = null;
  return () =>
    (loading ??= import('sharp').then(({ default: sharp }) => {
      sharp.cache(false);
      return sharp;
    }));
})();

// Photos are decoded one at a time in this process: a camera's largest photo takes ~150 MB while it
// is decoded, so several at once would take the server's memory with them.
let decoding: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(decode: () => Promise<T>): Promise<T> {
  const turn = decoding.then(decode, decode);
  decoding = turn.catch(() => undefined);
  return turn;
}

/**
 * Checks the upload by content (JPEG, PNG or WebP) and size in pixels (the header, before any
 * decoding: PROJECT_LIMITS.photoMegapixels), then decodes it once, upright and scaled to the widest
 * served width (JPEG and WebP decode straight at a fraction of their size), and encodes each served
 * width no wider than the original as WebP from that. Re-encoding drops every metadata block (EXIF,
 * GPS, XMP): sharp keeps none unless asked to.
 */
export async function photoVersions(path: string): Promise<PhotoVersion[]> {
  const detected = await fileTypeFromFile(path);
  if (!PROJECT_PHOTO_MIME_TYPES.some((type) => type === detected?.mime)) throw notAPhoto();
  const sharp = await imageLibrary();
  // The header only: sharp's own limit would refuse it here as a broken image.
  const metadata = await sharp(path, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw notAPhoto();
    });
  const { width: original, height } = metadata.autoOrient;
  if (!original || !height) throw notAPhoto();
  if (original * height > MAX_INPUT_PIXELS) throw tooManyPixels();

  return oneAtATime(async () => {
    const input: SharpOptions = { limitInputPixels: MAX_INPUT_PIXELS };
    try {
      const widest = Math.min(original, PROJECT_PHOTO_WIDTHS.at(-1)!);
      const upright = await sharp(path, input)
        .autoOrient()
        .resize({ width: widest, height: WEBP_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const pixels = { raw: upright.info };
      const versions: PhotoVersion[] = [];
      // A photo narrower than the widest served width is served at its own width, once.
      for (const width of [...PROJECT_PHOTO_WIDTHS.filter((each) => each < widest), widest]) {
        const { data, info } = await sharp(upright.data, pixels)
          .resize({ width, height: WEBP_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true });
        // Widths squeezed to the same size by a very tall photo are served once.
        if (versions.at(-1)?.width !== info.width)
          versions.push({ width: info.width, height: info.height, content: data });
      }
      return versions;
    } catch {
      // A truncated or corrupt image: a client's mistake, never a 500.
      throw notAPhoto();
    }
  });
}
