import { z } from 'zod';
import { pagedSchema, type Paged } from '@fanlane/shared';
import type { HttpMethod } from './client';
import type { QueryParams } from './query';
import type { appApi } from './rtk';

/** The `build` that `appApi.injectEndpoints` hands to a feature's `endpoints`. */
export type AppEndpointBuilder = Parameters<Parameters<typeof appApi.injectEndpoints>[0]['endpoints']>[0];
/** One of `appApi`'s cache tags. */
export type AppTag = Extract<Parameters<typeof appApi.util.invalidateTags>[0][number], string>;
type Tags = readonly AppTag[];

/** A paged search: GET `path` with the list's query (contract 1.3), answered with a page of `schema` rows. */
export function pagedQuery<T>(build: AppEndpointBuilder, path: string, schema: z.ZodType<T>, tags?: Tags) {
  return build.query<Paged<T>, QueryParams>({
    query: (query) => ({ path, query, schema: pagedSchema(schema) }),
    providesTags: tags,
  });
}

/** The argument of a paged search at one of two addresses: the flag that picks it, and the list's query. */
export type FlaggedQuery<Flag extends string> = { [K in Flag]?: boolean } & { query: QueryParams };

/** A paged search at one of two addresses: `paths[0]` when the argument's `flag` is set, else `paths[1]`. */
export function flaggedPagedQuery<T, Flag extends string>(
  build: AppEndpointBuilder,
  flag: Flag,
  [flagged, plain]: readonly [string, string],
  schema: z.ZodType<T>,
  tags?: Tags,
) {
  return build.query<Paged<T>, FlaggedQuery<Flag>>({
    query: (arg) => ({ path: arg[flag] ? flagged : plain, query: arg.query, schema: pagedSchema(schema) }),
    providesTags: tags,
  });
}

/** An action on one record: `method` to `path(id)`, with the rest of the argument as the body. */
export function recordAction<Result, Body extends object>(
  build: AppEndpointBuilder,
  action: { method: HttpMethod; path: (id: string) => string; schema: z.ZodType<Result>; invalidates: Tags },
) {
  return build.mutation<Result, { id: string } & Body>({
    query: ({ id, ...body }) => ({ path: action.path(id), method: action.method, body, schema: action.schema }),
    invalidatesTags: action.invalidates,
  });
}

const deleted = z.object({ deleted: z.literal(true) });

/**
 * A list the console edits, its three calls: the paged search at `${base}/search`, a save (POST `base`
 * for a new record, PUT `${base}/{id}` for one that exists) and DELETE `${base}/{id}`.
 */
export function editableList<T, Input>(
  build: AppEndpointBuilder,
  base: string,
  schema: z.ZodType<T>,
  tags: { provides: Tags; invalidates: Tags },
) {
  return {
    search: pagedQuery(build, `${base}/search`, schema, tags.provides),
    save: build.mutation<T, { id?: string; body: Input }>({
      query: ({ id, body }) => ({ path: id ? `${base}/${id}` : base, method: id ? 'PUT' : 'POST', body, schema }),
      invalidatesTags: tags.invalidates,
    }),
    remove: build.mutation<unknown, string>({
      query: (id) => ({ path: `${base}/${id}`, method: 'DELETE', schema: deleted }),
      invalidatesTags: tags.invalidates,
    }),
  };
}
