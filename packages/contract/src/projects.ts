// ---- Projects portfolio: public reads, admin CRUD, photos ----
// Its own module (re-exported by index.ts) so the client bundles it only with the screens that use it.

import type { ServiceId } from './site.ts';
import type { ProjectBilingualField } from './arabic-content.ts';

export const PROJECT_CATEGORIES = [
  'Commercial',
  'Residential',
  'Industrial',
  'Infrastructure',
  'Institutional',
] as const;
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];

export const PROJECT_STATUSES = ['Completed', 'In Progress', 'Planning', 'On Hold'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const PROJECT_LIMITS = {
  title: 150,
  slug: 120,
  client: 150,
  location: 100,
  /** A project's length in whole months (written per language: "5 months", «5 أشهر»). */
  durationMonths: 120,
  description: 10_000,
  photoBytes: 10 * 1024 * 1024,
  /** Pixels a photo may have (width × height), in millions: above any camera a site shows, below what decoding one would cost in memory. */
  photoMegapixels: 50,
  photosPerProject: 20,
  alt: 200,
} as const;

/** A slug: lower-case words joined by hyphens (the project's address, /projects/{slug}). */
export const PROJECT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Widths each photo is served in (WebP), for srcset; never wider than the upload. */
export const PROJECT_PHOTO_WIDTHS = [480, 960, 1600] as const;

export const PROJECT_PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const PROJECT_MESSAGES = {
  notFound: 'Project not found',
  photoNotFound: 'Photo not found',
  slugTaken: 'Another project already uses this address (slug)',
  photoType: 'Photos must be JPEG, PNG or WebP images',
  photoSize: 'Each photo must be 10 MB or smaller',
  photoPixels: `Each photo must be ${PROJECT_LIMITS.photoMegapixels} megapixels or smaller`,
  tooManyPhotos: `A project can have at most ${PROJECT_LIMITS.photosPerProject} photos`,
  orderInvalid: 'The order must list every project id exactly once',
  durationMonths: `Duration must be a whole number of months from 1 to ${PROJECT_LIMITS.durationMonths}`,
} as const;

export interface ProjectPhotoSource {
  width: number;
  url: string;
}

export interface ProjectPhoto {
  id: number;
  alt: string;
  /** The caption in Arabic, when HR gave it (Arabic pages show it). */
  altAr: string | null;
  /** Size of the largest served version (for width/height attributes). */
  width: number;
  height: number;
  /** WebP versions, narrowest first. */
  sources: ProjectPhotoSource[];
}

export interface Project {
  id: number;
  slug: string;
  title: string;
  category: ProjectCategory;
  client: string | null;
  location: string;
  /** How long the work took or is planned to take, in months; null when not given. */
  durationMonths: number | null;
  status: ProjectStatus;
  description: string;
  /** The Arabic of title, client, location and description, when HR gave them (Arabic pages show them). */
  titleAr: string | null;
  clientAr: string | null;
  locationAr: string | null;
  descriptionAr: string | null;
  /** The systems installed: each links to its service page. */
  services: ServiceId[];
  published: boolean;
  /** Seeded sample content, shown with a "Sample project" mark. */
  sample: boolean;
  position: number;
  photos: ProjectPhoto[];
  createdAt: string;
  updatedAt: string;
}

/** A project as the admin area lists it: with the texts HR has not yet written in Arabic. */
export interface AdminProject extends Project {
  arabicMissing: ProjectBilingualField[];
}

/** Body of POST /api/admin/projects and PUT /api/admin/projects/:id. */
export interface ProjectInput {
  title: string;
  slug?: string;
  category: ProjectCategory;
  client?: string | null;
  location: string;
  /** Whole months, 1 to PROJECT_LIMITS.durationMonths; null or absent: not shown. */
  durationMonths?: number | null;
  status: ProjectStatus;
  description: string;
  /** Optional Arabic twins (same limits as the English; null or empty: the page shows the English). */
  titleAr?: string | null;
  clientAr?: string | null;
  locationAr?: string | null;
  descriptionAr?: string | null;
  services: ServiceId[];
  published?: boolean;
  sample?: boolean;
}
