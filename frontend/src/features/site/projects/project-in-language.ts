import type { Project, ProjectPhoto } from '@uaq/contract';
import { useLanguage } from '@/lib/i18n/language';

/**
 * A project's text as a page shows it; on an Arabic page that falls back to the English, `lang` is
 * 'en' and `dir` 'ltr', so the English reads left to right and is pronounced as English.
 */
export interface ProjectText {
  value: string;
  lang?: 'en';
  dir?: 'ltr';
}

export interface ProjectInLanguage {
  title: ProjectText;
  client: ProjectText | null;
  location: ProjectText;
  description: ProjectText;
}

function pick(arabic: boolean, arabicValue: string | null | undefined, english: string): ProjectText {
  if (!arabic) return { value: english };
  const value = arabicValue?.trim();
  return value ? { value } : { value: english, lang: 'en', dir: 'ltr' };
}

/** A project in the page's language: its Arabic fields on Arabic pages where HR gave them, else the English. */
export function useProjectInLanguage(project: Project): ProjectInLanguage {
  const arabic = useLanguage() === 'ar';
  return {
    title: pick(arabic, project.titleAr, project.title),
    client: project.client ? pick(arabic, project.clientAr, project.client) : null,
    location: pick(arabic, project.locationAr, project.location),
    description: pick(arabic, project.descriptionAr, project.description),
  };
}

/** A photo's caption in the page's language (its `alt`): the Arabic where HR gave it. */
export function usePhotoCaption(photo: ProjectPhoto): string {
  const arabic = useLanguage() === 'ar';
  return (arabic && photo.altAr?.trim()) || photo.alt;
}
