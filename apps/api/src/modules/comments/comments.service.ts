import type { Comment } from '@fanlane/shared';
import type { Storage } from '../../adapters/storage.js';
import type { Db } from '../../db/client.js';
import { forbidden, notFound } from '../../http/errors.js';
import type { ContentViewer } from '../content/access.service.js';
import type { ObjectRegistry } from '../content/objects.js';
import { displayName, mediaUrl } from '../users/users.presenter.js';
import type { UsersRepository } from '../users/users.repository.js';
import { contentLink } from '../notifications/links.js';
import type { Notifier } from '../notifications/notifier.js';
import { deleteReactionsOn, reactedAmong } from '../reactions/reactions.repository.js';
import {
  commentById,
  commentCounters,
  commentsOn,
  commentTarget,
  deleteCommentAndReplies,
  insertComment,
  updateOwnComment,
  visibleComment,
  type CommentRow,
} from './comments.repository.js';
type ObjectType = Comment['objectType'];

/** Comments on posts and other content; replies are comments on a comment. */
export function createCommentsService(deps: {
  db: Db;
  objects: ObjectRegistry;
  users: UsersRepository;
  storage: Storage;
  /**
   * Tells the content's owner of a comment, and a comment's author of a reply (after the commit): in
   * the bell and, as their preferences say, by mail (the only comment mail).
   */
  notifier?: Notifier;
}) {
  const { db, objects, users, storage, notifier } = deps;

  async function present(rows: CommentRow[], viewer: ContentViewer): Promise<Comment[]> {
    if (!rows.length) return [];
    const [authors, liked] = await Promise.all([
      users.findByIds([...new Set(rows.map((r) => r.createdBy))]),
      viewer.id
        ? reactedAmong(
            db,
            viewer.id,
            'comment',
            'like',
            rows.map((r) => r.id),
          )
        : Promise.resolve([]),
    ]);
    const byId = new Map(authors.map((u) => [u.id, u]));
    const likedIds = new Set(liked.map((l) => l.objectId));
    return rows.map((row) => {
      const author = byId.get(row.createdBy);
      return {
        _id: row.id,
        objectId: row.objectId,
        objectType: row.objectType as ObjectType,
        content: row.content,
        createdBy: row.createdBy,
        totalLike: row.totalLike,
        totalReply: row.totalReply,
        creator: author
          ? {
              _id: author.id,
              name: displayName(author),
              username: author.username ?? '',
              avatar: mediaUrl(storage, author.avatarKey),
              isPerformer: author.role === 'performer',
            }
          : { _id: row.createdBy, name: '', username: '' },
        isLiked: likedIds.has(row.id),
        isAuth: viewer.id !== null && viewer.id === row.createdBy,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      };
    });
  }

  /** The object a comment is on must exist and be visible to whoever touches the comment. */
  async function target(type: string, id: string, viewer: ContentViewer) {
    const object = await objects.find(type, id, viewer);
    if (!object) throw notFound();
    return object;
  }

  /**
   * In the bell: a reply tells the comment's author (`comment_reply`), a comment on content tells its
   * owner (`comment`). Nobody is told of their own comment (the notifier drops it).
   */
  async function tell(row: CommentRow, ownerId: string) {
    if (!notifier) return;
    const reply = row.objectType === 'comment';
    let link = contentLink(row.objectType, row.objectId);
    if (reply) {
      const parent = await commentTarget(db, row.objectId);
      link = parent ? contentLink(parent.objectType, parent.objectId) : '';
    }
    await notifier.notify({
      type: reply ? 'comment_reply' : 'comment',
      userId: ownerId,
      actorId: row.createdBy,
      objectType: row.objectType,
      objectId: row.objectId,
      link,
      data: { text: row.content, commentId: row.id },
      key: `${reply ? 'comment_reply' : 'comment'}:${row.id}`,
    });
  }

  objects.register('comment', {
    async find(id, viewer) {
      const row = await visibleComment(db, id, viewer);
      if (!row) return null;
      const parent = await objects.find(row.objectType, row.objectId, viewer);
      return parent ? { id: row.id, ownerId: row.createdBy, performerId: parent.performerId } : null;
    },
    ...commentCounters,
  });

  return {
    async create(
      authorId: string,
      input: { content: string; objectId: string; objectType: ObjectType },
      viewer: ContentViewer,
    ) {
      const object = await target(input.objectType, input.objectId, viewer);
      const row = await db.transaction(async (tx) => {
        const created = await insertComment(tx, {
          objectType: input.objectType,
          objectId: object.id,
          createdBy: authorId,
          content: input.content,
        });
        await objects.get(input.objectType)?.count?.(tx, object.id, 'comment', 1);
        return created;
      });
      // Told after the write (bell and, by the owner's preferences, mail), never inside the transaction.
      await tell(row, object.ownerId).catch(() => undefined);
      return (await present([row], viewer))[0]!;
    },

    async list(
      query: { objectId: string; objectType: ObjectType; limit: number; offset: number },
      viewer: ContentViewer,
    ) {
      const object = await target(query.objectType, query.objectId, viewer);
      const { rows, total } = await commentsOn(db, query.objectType, object.id, viewer, query);
      return { data: await present(rows, viewer), total };
    },

    async update(userId: string, id: string, content: string) {
      const row = await updateOwnComment(db, userId, id, content);
      if (!row) throw notFound();
      return { updated: true as const };
    },

    /** The author, the owner of the content commented on, or an admin may delete. */
    async remove(id: string, viewer: ContentViewer) {
      const row = await commentById(db, id);
      if (!row) throw notFound();
      const object = await objects.find(row.objectType, row.objectId, { ...viewer, isAdmin: true });
      const allowed = viewer.isAdmin || row.createdBy === viewer.id || object?.ownerId === viewer.id;
      if (!allowed) throw forbidden();
      await db.transaction(async (tx) => {
        await deleteCommentAndReplies(tx, row.id);
        await deleteReactionsOn(tx, 'comment', row.id);
        if (object) await objects.get(row.objectType)?.count?.(tx, object.id, 'comment', -1);
      });
      return (await present([row], viewer))[0]!;
    },
  };
}
export type CommentsService = ReturnType<typeof createCommentsService>;
