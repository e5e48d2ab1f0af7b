import { STAFF_ROLES, type StaffRole } from '@fanlane/shared';
import type { Role } from '../modules/users/users.repository.js';
import type { TestApp } from '../test/index.js';

/**
 * The people and objects of the authorization matrix (docs/security.md). Two of each kind of account
 * (fan and other fan, creator and other creator), one of each staff role, and objects on two sides:
 * side A belongs to `fan`/`creator`, side B to `otherFan`/`otherCreator`. Every route is tried by
 * every principal on A's object and on B's, so each principal meets its own object and someone else's.
 */
export const PRINCIPALS = ['anonymous', 'fan', 'otherFan', 'creator', 'otherCreator', ...STAFF_ROLES] as const;
export type Principal = (typeof PRINCIPALS)[number];

export const roleOf = (p: Principal): Role | null =>
  p === 'anonymous'
    ? null
    : p === 'fan' || p === 'otherFan'
      ? 'user'
      : p === 'creator' || p === 'otherCreator'
        ? 'performer'
        : p;

export const FIXTURES = [
  'fan',
  'creator',
  'feed',
  'feedFile',
  'gallery',
  'product',
  'comment',
  /** The same comment, owned by its writer and by the creator whose post it is on. */
  'moderatedComment',
  'conversation',
  'message',
  /** The same message, owned by both members of its conversation (what either may do to it). */
  'memberMessage',
  'sitePage',
  /** A second signed-in session of the side's fan (what DELETE /auth/sessions/{id} ends). */
  'session',
  /** A passkey of the side's fan. */
  'passkey',
] as const;
export type Fixture = (typeof FIXTURES)[number];

/** One side's object: its id (what fills the route's path parameters) and who owns it. */
export interface WorldObject {
  id: string;
  owners: Principal[];
  /** Extra path parameters the object implies (a feed file's feed, a username…). */
  params?: Record<string, string>;
}

export interface World {
  tokens: Record<Exclude<Principal, 'anonymous'>, string>;
  ids: Record<Exclude<Principal, 'anonymous'>, string>;
  objects: Record<Fixture, { A: WorldObject; B: WorldObject }>;
  /** A fresh session for a principal (for routes that end the caller's session). */
  freshToken(p: Exclude<Principal, 'anonymous'>): Promise<string>;
}

export async function buildWorld(t: TestApp): Promise<World> {
  const f = t.services.testing;
  const fan = await f.createUserWithSession();
  const otherFan = await f.createUserWithSession();
  const creator = await f.creator();
  const otherCreator = await f.creator();
  const staff = Object.fromEntries(
    await Promise.all(STAFF_ROLES.map(async (role) => [role, await f.createUserWithSession({ role })] as const)),
  ) as unknown as Record<StaffRole, { user: { id: string }; token: string }>;
  const accounts = { fan, otherFan, creator, otherCreator, ...staff };

  const ok = async <T>(res: Promise<{ statusCode: number; body: string; json(): { data: T } }>): Promise<T> => {
    const r = await res;
    if (r.statusCode !== 200) throw new Error(`world: ${r.statusCode} ${r.body}`);
    return r.json().data;
  };
  const side = async (
    owner: typeof fan,
    creatorOwner: typeof creator,
    fanPrincipal: Principal,
    creatorPrincipal: Principal,
  ) => {
    await f.subscribe(owner.user.id, creatorOwner.user.id);
    const feed = await f.buildFeed(creatorOwner.token, { text: 'A post for the matrix' });
    const feedFile = await f.feedFile(creatorOwner.token);
    const gallery = await f.buildGallery(creatorOwner.token);
    const product = await f.buildProduct(creatorOwner.token);
    const comment = await ok<{ _id: string }>(
      t.inject('POST', '/comments', owner.token, { content: 'Nice', objectId: feed._id, objectType: 'feed' }),
    );
    const conversation = await ok<{ _id: string }>(
      t.inject('POST', '/conversations', owner.token, { source: 'performer', sourceId: creatorOwner.user.id }),
    );
    const message = await ok<{ _id: string }>(
      t.inject('POST', `/messages/conversations/${conversation._id}`, owner.token, { text: 'Hello' }),
    );
    const page = await ok<{ _id: string }>(
      t.inject('POST', '/admin/posts', staff.admin.token, {
        title: `Page ${fanPrincipal}`,
        slug: `matrix-${fanPrincipal.toLowerCase()}`,
        content: 'Terms',
        status: 'published',
      }),
    );
    const c = [creatorPrincipal];
    return {
      fan: { id: owner.user.id, owners: [fanPrincipal] },
      creator: { id: creatorOwner.user.id, owners: c, params: { username: creatorOwner.user.username ?? '' } },
      feed: { id: feed._id, owners: c },
      feedFile: { id: feedFile._id, owners: c, params: { fileId: feedFile._id } },
      gallery: { id: gallery._id, owners: c },
      product: { id: product._id, owners: c },
      comment: { id: comment._id, owners: [fanPrincipal] },
      moderatedComment: { id: comment._id, owners: [fanPrincipal, creatorPrincipal] },
      conversation: { id: conversation._id, owners: [fanPrincipal, creatorPrincipal] },
      message: { id: message._id, owners: [fanPrincipal] },
      memberMessage: { id: message._id, owners: [fanPrincipal, creatorPrincipal] },
      sitePage: { id: page._id, owners: [] },
      session: { id: (await t.services.sessions.create(owner.user.id)).sessionId, owners: [fanPrincipal] },
      passkey: { id: await f.passkey(owner.user.id), owners: [fanPrincipal] },
    } satisfies Record<Fixture, WorldObject>;
  };
  const A = await side(fan, creator, 'fan', 'creator');
  const B = await side(otherFan, otherCreator, 'otherFan', 'otherCreator');
  const objects = Object.fromEntries(FIXTURES.map((k) => [k, { A: A[k], B: B[k] }])) as World['objects'];
  return {
    tokens: Object.fromEntries(Object.entries(accounts).map(([k, v]) => [k, v.token])) as World['tokens'],
    ids: Object.fromEntries(Object.entries(accounts).map(([k, v]) => [k, v.user.id])) as World['ids'],
    objects,
    async freshToken(p) {
      return (await t.services.sessions.create(accounts[p].user.id)).token;
    },
  };
}
