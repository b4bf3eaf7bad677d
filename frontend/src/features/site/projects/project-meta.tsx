import { DESCRIPTION_PREVIEW_LENGTH, isEnglishOnly, textPreview, type Project } from '@uaq/contract';
import { PageMeta } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';
import { useLanguage } from '@/lib/i18n/language';
import { useTexts } from '@/lib/i18n/texts';
import { useProjectInLanguage } from './project-in-language';
import { projectsTexts } from './texts';

const ENGLISH_ONLY = ['en'] as const;

/**
 * The project page's title, meta description and `og:` tags, in the page's language where HR gave
 * it. A project written in English only is named in Arabic words around its English name on its
 * Arabic page, which is not indexed, and no page names it as an Arabic alternate.
 */
export function ProjectMeta({ project }: { project: Project }) {
  const { title, description, location } = useProjectInLanguage(project);
  const t = useTexts(projectsTexts).detail.englishOnly;
  const englishOnly = isEnglishOnly(project);
  const arabicPage = useLanguage() === 'ar';
  const englishOnlyHere = englishOnly && arabicPage;
  return (
    <PageMeta
      title={englishOnlyHere ? t.metaTitle(project.title) : title.value}
      description={
        englishOnlyHere
          ? t.metaDescription(project.title, location.value)
          : textPreview(description.value, DESCRIPTION_PREVIEW_LENGTH)
      }
      canonicalPath={paths.project.to(project.slug)}
      ogType="article"
      noindex={englishOnlyHere}
      languages={englishOnly ? ENGLISH_ONLY : undefined}
    />
  );
}
