import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { ADMIN_API_BASE_URL, adminApi } from './base-api';
import type { MediaAsset, MediaAssetDetail, MediaListQuery } from './content.types';
import { selectCsrfToken } from './session.slice';
import type { WithSession } from './session.slice';

/** The media library (`/admin/api/media`): list, one asset with where it is used, delete. */
export const mediaApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    listMedia: build.query<{ data: MediaAsset[]; total: number }, MediaListQuery>({
      query: (filter) => {
        const params = new URLSearchParams();
        for (const [name, value] of Object.entries(filter))
          if (value !== undefined && value !== '') params.set(name, String(value));
        const search = params.toString();
        return `media${search ? `?${search}` : ''}`;
      },
      providesTags: [{ type: 'Media', id: 'LIST' }],
    }),
    getMedia: build.query<MediaAssetDetail, string>({
      query: (id) => `media/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Media', id }],
    }),
    deleteMedia: build.mutation<unknown, string>({
      query: (id) => ({ url: `media/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, id) =>
        error ? [] : [{ type: 'Media', id: 'LIST' }, { type: 'Media', id }, 'Audit'],
    }),
  }),
});

export const { useListMediaQuery, useGetMediaQuery, useDeleteMediaMutation } = mediaApi;

/** A refused upload: the status and the API's `{code, message}`. */
export class MediaUploadError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'MediaUploadError';
  }
}

export interface UploadOptions {
  alt?: string;
  csrfToken: string | null | undefined;
  /** Called with the share of bytes sent, 0–1. */
  onProgress?: (share: number) => void;
  baseUrl?: string;
}

/**
 * Uploads one file as `multipart/form-data` (`alt` then `file`), reporting progress (fetch has
 * no upload progress; XMLHttpRequest does). Resolves with the new asset; rejects with a
 * MediaUploadError carrying the server's message.
 */
export function uploadMediaFile(file: File, options: UploadOptions): Promise<MediaAsset> {
  const body = new FormData();
  if (options.alt) body.append('alt', options.alt);
  body.append('file', file);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${options.baseUrl ?? ADMIN_API_BASE_URL}/media`);
    request.withCredentials = true;
    if (options.csrfToken) request.setRequestHeader('X-CSRF-Token', options.csrfToken);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      let data: unknown;
      try {
        data = JSON.parse(request.responseText);
      } catch {
        data = undefined;
      }
      if (request.status === 201) {
        options.onProgress?.(1);
        resolve(data as MediaAsset);
        return;
      }
      const error = (data ?? {}) as { code?: string; message?: string };
      reject(
        new MediaUploadError(
          request.status,
          error.code ?? 'upload_failed',
          error.message ?? `HTTP ${request.status}`,
        ),
      );
    });
    request.addEventListener('error', () =>
      reject(new MediaUploadError(0, 'network', 'The network failed')),
    );
    request.send(body);
  });
}

/** `uploadMediaFile` with the session's CSRF token; a finished upload refreshes the library. */
export function useUploadMedia() {
  const csrfToken = useSelector((state: WithSession) => selectCsrfToken(state));
  const dispatch = useDispatch();
  return useCallback(
    async (file: File, options: Omit<UploadOptions, 'csrfToken'> = {}) => {
      const asset = await uploadMediaFile(file, { ...options, csrfToken });
      dispatch(adminApi.util.invalidateTags([{ type: 'Media', id: 'LIST' }, 'Audit']));
      return asset;
    },
    [csrfToken, dispatch],
  );
}
