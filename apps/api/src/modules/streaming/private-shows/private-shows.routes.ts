import {
  okSchema,
  privateRequestInputSchema,
  privateRequestQuerySchema,
  privateRequestSchema,
  privateShowJoinSchema,
} from '@fanlane/shared';
import { ok } from '../../../http/envelope.js';
import { limited } from '../../../http/rate-limit.js';
import { idParam, routes } from '../../../http/route.js';
import type { Routes } from '../../../http/types.js';
import { currentUser, requireAuth, requireRole } from '../../auth/auth.plugin.js';
import type { PrivateShows } from './private-shows.service.js';

const tags = ['streaming'];
/** Write routes: 30 a minute per account (`privateShow` in http/rate-limit.ts). */
const limitedShow = { config: limited('privateShow') };

/** Private 1:1 shows (the route names of a Fanso fork; docs/streaming.md). */
export const privateShowsRoutes: Routes<{ shows: PrivateShows }> = async (app, { shows }) => {
  const answer = { 200: okSchema(privateRequestSchema) };

  const { get, post, del } = routes(app, tags);

  post(
    '/streaming/private/request',
    {
      onRequest: requireRole('user'),
      ...limitedShow,
      summary: 'A fan asks a creator for a private show (priced per minute by the creator)',
      body: privateRequestInputSchema,
      response: privateRequestSchema,
    },
    async (request) => shows.request(currentUser(request), request.body),
  );

  get(
    '/streaming/private/request/search',
    {
      onRequest: requireAuth,
      summary: "The caller's private show requests: received (creator) and made (fan), newest first",
      querystring: privateRequestQuerySchema,
      response: privateRequestSchema,
      paged: true,
    },
    async (request) => shows.search(currentUser(request), request.query),
  );

  del(
    '/streaming/private/request/:id',
    {
      onRequest: requireAuth,
      ...limitedShow,
      summary: 'The fan withdraws a pending or approved request',
      params: idParam,
      response: privateRequestSchema,
    },
    async (request) => shows.cancel(currentUser(request), request.params.id),
  );

  const creatorVerb = (verb: 'approve' | 'reject', summary: string) =>
    app.post(
      `/streaming/private/request/:id/${verb}`,
      { onRequest: requireAuth, ...limitedShow, schema: { tags, summary, params: idParam, response: answer } },
      async (request) => ok(await shows[verb](currentUser(request), request.params.id)),
    );
  creatorVerb('approve', 'The creator approves a pending request');
  creatorVerb('reject', 'The creator rejects a pending or approved request');

  const showVerb = (verb: 'start' | 'join', summary: string) =>
    app.post(
      `/streaming/private/request/:id/${verb}`,
      {
        onRequest: requireAuth,
        ...limitedShow,
        schema: { tags, summary, params: idParam, response: { 200: okSchema(privateShowJoinSchema) } },
      },
      async (request) => ok(await shows[verb](currentUser(request), request.params.id)),
    );
  showVerb('start', "The creator starts an approved show: the first minute is charged from the fan's wallet");
  showVerb('join', "The requesting fan joins a started show: its address, the fan's only");

  post(
    '/streaming/private/request/:id/end',
    {
      onRequest: requireAuth,
      ...limitedShow,
      summary: 'Either side ends the show',
      params: idParam,
      response: privateRequestSchema,
    },
    async (request) => shows.endBy(currentUser(request), request.params.id),
  );
};
