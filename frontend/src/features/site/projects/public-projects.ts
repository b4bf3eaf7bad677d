import { useLoaderData, useRouteError, type LoaderFunctionArgs } from 'react-router';
import type { Project } from '@uaq/contract';
import { dataSourceOf, notFound, routeFailure } from '@/lib/route-data';

/** /projects and its aliases: the published portfolio in the order HR set. */
export async function publishedProjectsLoader({ context }: LoaderFunctionArgs): Promise<Project[]> {
  return dataSourceOf(context).publishedProjects();
}

/** /projects/:projectId (a slug): the published project; any other answers 404. */
export async function publishedProjectLoader({ context, params }: LoaderFunctionArgs): Promise<Project> {
  const slug = params.projectId ?? '';
  return (await dataSourceOf(context).publishedProject(slug)) ?? notFound();
}

export interface PublicProjectView<T> {
  data: T | undefined;
  /** 'missing' when there is no such published project. */
  failure: 'missing' | 'unavailable' | null;
}

function useProjectsRoute<T>(): PublicProjectView<T> {
  const value = useLoaderData() as T | undefined;
  const failure = routeFailure(useRouteError());
  if (!failure) return { data: value, failure: null };
  return { data: undefined, failure: failure === 'missing' ? 'missing' : 'unavailable' };
}

/** The portfolio route's projects (its loader's data). */
export function usePublicProjects(): PublicProjectView<Project[]> {
  return useProjectsRoute<Project[]>();
}

/** The project route's project (its loader's data). */
export function usePublicProject(): PublicProjectView<Project> {
  return useProjectsRoute<Project>();
}
