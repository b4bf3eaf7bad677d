import type { Project } from '@uaq/contract';
import { PageMeta } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';
import { useProjectInLanguage } from './project-in-language';

/** Search engines show about this much of a meta description. */
const DESCRIPTION_LENGTH = 155;

/** The project page's title, meta description and `og:` tags, in the page's language where HR gave it. */
export function ProjectMeta({ project }: { project: Project }) {
  const { title, description } = useProjectInLanguage(project);
  return (
    <PageMeta
      title={title.value}
      description={description.value.slice(0, DESCRIPTION_LENGTH)}
      canonicalPath={paths.project.to(project.slug)}
      ogType="article"
    />
  );
}
