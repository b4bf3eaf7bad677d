import type { Project } from '@uaq/contract';
import { usePublicData } from '@/lib/public-data';

/** GET /api/projects: the published portfolio in the order HR set. */
export const PUBLIC_PROJECTS_PATH = '/projects';
/** GET /api/projects/:slug: one published project. */
export const publicProjectPath = (slug: string) => `${PUBLIC_PROJECTS_PATH}/${encodeURIComponent(slug)}`;

const readProjects = (data: unknown): Project[] | null => (Array.isArray(data) ? (data as Project[]) : null);

const readProject = (data: unknown): Project | null =>
  data && typeof data === 'object' && 'slug' in data && 'photos' in data ? (data as Project) : null;

export interface PublicProjectView<T> {
  data: T | undefined;
  isLoading: boolean;
  /** 'missing' when the API says there is no such published project. */
  failure: 'missing' | 'unavailable' | null;
}

export function usePublicProjects(): PublicProjectView<Project[]> {
  const { data, failure, isLoading } = usePublicData(PUBLIC_PROJECTS_PATH, readProjects);
  return { data, isLoading, failure: failure ? 'unavailable' : null };
}

/**
 * The project as the portfolio list has it, when the list is already known (never fetched for this):
 * a visitor coming from /projects sees the project at once while its own request runs.
 */
export function useListedProject(slug: string): Project | undefined {
  const { data } = usePublicData(PUBLIC_PROJECTS_PATH, readProjects, { peek: true });
  return data?.find((project) => project.slug === slug);
}

export function usePublicProject(slug: string): PublicProjectView<Project> {
  const { data, failure, isLoading } = usePublicData(publicProjectPath(slug), readProject);
  const missing = failure?.kind === 'status' && failure.status === 404;
  return { data, isLoading, failure: !failure ? null : missing ? 'missing' : 'unavailable' };
}
