import { STREAMING_MESSAGES } from '@fanlane/shared';
import { notFound, unprocessable } from '../../http/errors.js';
import type { ObjectRegistry } from '../content/objects.js';
import type { LiveIngest } from './live-ingest.service.js';
import type { StreamRooms } from './stream-rooms.js';
import type { StreamingRepository } from './streaming.repository.js';
import type { StreamingService } from './streaming.service.js';

/**
 * The rest of live around the stream itself: likes (a `stream` reaction object, its count shown to
 * the room), `change-stream-info` to the room after an edit, and operators ending a stream.
 */
export function createStreamOperations(deps: {
  streaming: StreamingService;
  rooms: StreamRooms;
  repo: StreamingRepository;
  live: LiveIngest;
  objects: ObjectRegistry;
}) {
  const { streaming, rooms, repo } = deps;

  const conversationOfStream = async (streamId: string) => {
    const stream = await streaming.streamById(streamId);
    const conversation = stream ? await streaming.conversationOf(stream) : null;
    return stream && conversation ? { stream, conversation } : null;
  };

  // Likes: POST/DELETE /reactions {objectType: 'stream', action: 'like'}; `stats.likes`, shown live.
  deps.objects.register('stream', {
    async find(id, viewer) {
      const stream = await streaming.streamById(id);
      if (!stream) return null;
      const rights = await streaming.rightsOf(viewer, stream);
      return rights.blocked ? null : { id: stream.id, ownerId: stream.performerId, performerId: stream.performerId };
    },
    count: async (tx, id, counter, delta) => {
      if (counter === 'like') await repo.countLike(tx, id, delta);
    },
    async liked(id) {
      const row = await repo.streamLikes(id);
      if (row?.conversationId)
        rooms.toRoom({ id: row.conversationId, type: 'stream_public' }, 'stream-likes-changed', {
          conversationId: row.conversationId,
          streamId: id,
          likes: row.likes,
        });
    },
  });

  // PUT /streaming/live/{id} and PUT /streaming/update tell the room.
  streaming.onStreamUpdated(async (stream) => {
    const found = await conversationOfStream(stream.id);
    if (found)
      rooms.toRoom(found.conversation, 'change-stream-info', {
        conversation: streaming.presentConversation(found.conversation),
      });
  });

  return {
    /**
     * Operators end a live stream (the back-office calls this): the room gets
     * `admin-end-session-stream` and `model-left`, the stream goes offline, and a self-hosted
     * publisher is disconnected. 404 no stream, 422 "Stream is offline".
     */
    async endStreamByOperator(streamId: string) {
      const found = await conversationOfStream(streamId);
      if (!found) throw notFound(STREAMING_MESSAGES.notFound);
      const { stream, conversation } = found;
      if (!stream.isStreaming && !stream.hlsId) throw unprocessable(STREAMING_MESSAGES.offline);
      await deps.live.endNow(stream);
      await rooms.endLive(stream, 0);
      rooms.toRoom(conversation, 'admin-end-session-stream', {
        streamId: stream.id,
        conversationId: conversation.id,
        createdAt: new Date().toISOString(),
      });
      rooms.modelLeft(stream);
      return { streamId: stream.id, ended: true as const };
    },
  };
}
export type StreamOperations = ReturnType<typeof createStreamOperations>;
