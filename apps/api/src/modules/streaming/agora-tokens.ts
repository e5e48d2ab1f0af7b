// agora-token is CommonJS whose names Node's ESM loader cannot see (only vitest's can): use its default export.
import agoraToken from 'agora-token';
import { AGORA_TOKEN_TTL_SECONDS, STREAMING_MESSAGES } from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { badRequest, forbidden, notFound, unprocessable } from '../../http/errors.js';
import type { UserRow } from '../auth/sessions.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import { streamsTable } from './streaming.repository.js';
import type { StreamRow, StreamViewer } from './streaming.service.js';

const { RtcRole, RtcTokenBuilder } = agoraToken;

/**
 * Another kind of channel (a private show): the caller's role in it ('publisher', 'subscriber'),
 * an error to throw, or null when the channel is not one of its own.
 */
export type ChannelResolver = (caller: UserRow, channel: string) => Promise<'publisher' | 'subscriber' | Error | null>;

/**
 * An Agora RTC token for the channel (a stream's current sessionId, or a private show's channel),
 * account = caller. Only the stream's creator gets the publisher role; a viewer gets the subscriber
 * role, and only with the rights to watch (subscribed, and the session bought when it is paid) while
 * the stream is live. The original issued publisher tokens for any channel to anyone signed in
 * (**fix**): with one, a fan who never paid could watch, or broadcast into, any paid live.
 */
export async function issueAgoraToken(
  deps: {
    db: Db;
    settings: SettingsService;
    enabled: () => Promise<boolean>;
    rightsOf: (
      viewer: StreamViewer,
      stream: StreamRow,
    ) => Promise<{ privileged: boolean; blocked: boolean; subscribed: boolean; hasPurchased: boolean }>;
    channels: ChannelResolver[];
    certificate: string;
  },
  caller: UserRow,
  channelName: string,
) {
  const appId = String((await deps.settings.get('agoraAppId')) ?? '');
  if (!(await deps.enabled()) || !appId || !deps.certificate) throw badRequest(STREAMING_MESSAGES.agoraNotConfigured);
  let role: 'publisher' | 'subscriber';
  const stream = await streamsTable.bySession(deps.db, channelName);
  if (stream) {
    role = stream.performerId === caller.id ? 'publisher' : 'subscriber';
    if (role === 'subscriber') {
      const rights = await deps.rightsOf(
        { id: caller.id, isAdmin: caller.role === 'admin', country: caller.country ?? null },
        stream,
      );
      if (rights.blocked) throw notFound(STREAMING_MESSAGES.notFound);
      if (!rights.privileged) {
        if (!stream.isStreaming) throw unprocessable(STREAMING_MESSAGES.offline);
        if (!rights.subscribed) throw forbidden(STREAMING_MESSAGES.subscribeToJoin, 'SUBSCRIPTION_REQUIRED');
        if (!rights.hasPurchased) throw forbidden(STREAMING_MESSAGES.buyToJoin);
      }
    }
  } else {
    let found: 'publisher' | 'subscriber' | Error | null = null;
    for (const resolve of deps.channels) if ((found = await resolve(caller, channelName))) break;
    if (!found) throw notFound(STREAMING_MESSAGES.notFound);
    if (found instanceof Error) throw found;
    role = found;
  }
  const token = RtcTokenBuilder.buildTokenWithUserAccount(
    appId,
    deps.certificate,
    channelName,
    caller.id,
    role === 'publisher' ? RtcRole.PUBLISHER : RtcRole.SUBSCRIBER,
    AGORA_TOKEN_TTL_SECONDS,
    AGORA_TOKEN_TTL_SECONDS,
  );
  // The builder answers '' when the app id or certificate is not a valid Agora value.
  if (!token) throw badRequest(STREAMING_MESSAGES.agoraNotConfigured);
  return token;
}
