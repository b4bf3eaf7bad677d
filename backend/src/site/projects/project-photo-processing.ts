import { HttpStatus } from '@nestjs/common';
import { fileTypeFromBuffer } from 'file-type/core';
import sharp from 'sharp';
import { AppError } from '../../platform/common/errors/app-error';
import { MESSAGE_CODES, PROJECT_PHOTO_MIME_TYPES, PROJECT_PHOTO_WIDTHS } from '@uaq/contract';

export interface PhotoVersion {
  width: number;
  height: number;
  content: Buffer;
}

/** Far above any camera, far below what would exhaust memory while decoding. */
const MAX_INPUT_PIXELS = 60_000_000;

const notAPhoto = () =>
  new AppError(HttpStatus.UNSUPPORTED_MEDIA_TYPE, MESSAGE_CODES.project.photoType, {
    photo: MESSAGE_CODES.project.photoType,
  });

/**
 * Checks the upload by content (JPEG, PNG or WebP), turns it upright and re-encodes it as WebP in
 * each served width no wider than the original. Re-encoding drops every metadata block (EXIF,
 * GPS, XMP): sharp keeps none unless asked to.
 */
export async function photoVersions(content: Buffer): Promise<PhotoVersion[]> {
  const detected = content.length > 0 ? await fileTypeFromBuffer(content) : undefined;
  if (!PROJECT_PHOTO_MIME_TYPES.some((type) => type === detected?.mime)) throw notAPhoto();
  try {
    const upright = await sharp(content, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().toBuffer();
    const { width: original = 0 } = await sharp(upright).metadata();
    const widths: number[] = PROJECT_PHOTO_WIDTHS.filter((width) => width < original);
    // A small photo is served once, at its own width.
    if (widths.length < PROJECT_PHOTO_WIDTHS.length)
      widths.push(Math.min(original, PROJECT_PHOTO_WIDTHS.at(-1)!));
    const versions: PhotoVersion[] = [];
    for (const width of widths) {
      const { data, info } = await sharp(upright)
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      versions.push({ width: info.width, height: info.height, content: data });
    }
    return versions;
  } catch {
    // A truncated or corrupt image: a client's mistake, never a 500.
    throw notAPhoto();
  }
}
