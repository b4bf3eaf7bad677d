import type { AdminProject, ProjectInput } from '@uaq/contract';
import { api } from '@/lib/api';
import { unwrapData } from '@/lib/http';

const LIST = { type: 'Project', id: 'LIST' } as const;
const project = (response: unknown) => unwrapData(response as AdminProject);

export const adminProjectsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminProjects: build.query<AdminProject[], void>({
      query: () => '/admin/projects',
      transformResponse: (response: unknown) => {
        const projects = unwrapData(response as AdminProject[]);
        return Array.isArray(projects) ? projects : [];
      },
      providesTags: [LIST],
    }),
    saveProject: build.mutation<AdminProject, { id?: number; input: ProjectInput }>({
      query: ({ id, input }) =>
        id
          ? { url: `/admin/projects/${id}`, method: 'PUT', body: input }
          : { url: '/admin/projects', method: 'POST', body: input },
      transformResponse: project,
      invalidatesTags: [LIST],
    }),
    deleteProject: build.mutation<void, number>({
      query: (id) => ({ url: `/admin/projects/${id}`, method: 'DELETE' }),
      transformResponse: () => undefined,
      invalidatesTags: [LIST],
    }),
    reorderProjects: build.mutation<void, number[]>({
      query: (ids) => ({ url: '/admin/projects/order', method: 'PUT', body: { ids } }),
      transformResponse: () => undefined,
      invalidatesTags: [LIST],
    }),
    uploadProjectPhoto: build.mutation<AdminProject, { id: number; photo: File; alt: string; altAr: string }>(
      {
        query: ({ id, photo, alt, altAr }) => {
          const body = new FormData();
          if (alt.trim()) body.append('alt', alt.trim());
          if (altAr.trim()) body.append('altAr', altAr.trim());
          body.append('photo', photo);
          return { url: `/admin/projects/${id}/photos`, method: 'POST', body };
        },
        transformResponse: project,
        invalidatesTags: [LIST],
      },
    ),
    captionProjectPhoto: build.mutation<
      AdminProject,
      { id: number; photoId: number; alt: string; altAr: string }
    >({
      query: ({ id, photoId, alt, altAr }) => ({
        url: `/admin/projects/${id}/photos/${photoId}`,
        method: 'PUT',
        body: { alt: alt.trim() || undefined, altAr: altAr.trim() || null },
      }),
      transformResponse: project,
      invalidatesTags: [LIST],
    }),
    deleteProjectPhoto: build.mutation<AdminProject, { id: number; photoId: number }>({
      query: ({ id, photoId }) => ({ url: `/admin/projects/${id}/photos/${photoId}`, method: 'DELETE' }),
      transformResponse: project,
      invalidatesTags: [LIST],
    }),
  }),
});

export const {
  useGetAdminProjectsQuery,
  useSaveProjectMutation,
  useDeleteProjectMutation,
  useReorderProjectsMutation,
  useUploadProjectPhotoMutation,
  useCaptionProjectPhotoMutation,
  useDeleteProjectPhotoMutation,
} = adminProjectsApi;
