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

export function usePublicProject(slug: string): PublicProjectView<Project> {
  const { data, failure, isLoading } = usePublicData(publicProjectPath(slug), readProject);
  const missing = failure?.kind === 'status' && failure.status === 404;
  return { data, isLoading, failure: !failure ? null : missing ? 'missing' : 'unavailable' };
}
