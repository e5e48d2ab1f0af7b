import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newId } from '../../db/ids.js';
import { userBlocks } from '../../db/schema/index.js';
import type { TestApp } from '../../test/index.js';
import { withTestApp } from '../../test/lifecycle.js';
import {
  deletedAny,
  firstRowWhere,
  hasRowWhere,
  idsAfter,
  rowsAfter,
  rowsWhere,
  rowWhere,
  updatedAny,
  updateRowWhere,
  upsertRow,
} from './rows.js';

/** The shared repository helpers (issue #26), on one owner's table: a creator's blocked fans. */
let t: TestApp;
withTestApp((app) => (t = app));

async function creatorBlocking(fans: number) {
  const db = t.services.database.db;
  const creator = await t.services.testing.creator();
  const ids: string[] = [];
  for (let i = 0; i < fans; i++) {
    const fan = await t.services.testing.createUserWithSession();
    ids.push(newId());
    await db.insert(userBlocks).values({ id: ids[i]!, performerId: creator.user.id, targetId: fan.user.id });
  }
  return { db, creatorId: creator.user.id, ids: ids.sort() };
}

describe('shared repository rows', () => {
  it('reads one row, the first row, some rows and whether any meets a condition', async () => {
    const { db, creatorId, ids } = await creatorBlocking(3);
    const mine = eq(userBlocks.performerId, creatorId);
    expect((await rowWhere(db, userBlocks, eq(userBlocks.id, ids[0]!)))?.performerId).toBe(creatorId);
    expect(await rowWhere(db, userBlocks, eq(userBlocks.id, 'none'))).toBeNull();
    expect(ids).toContain((await firstRowWhere(db, userBlocks, mine))?.id);
    expect(await rowsWhere(db, userBlocks, mine)).toHaveLength(3);
    expect(await rowsWhere(db, userBlocks, mine, 2)).toHaveLength(2);
    expect(await hasRowWhere(db, userBlocks, mine)).toBe(true);
    expect(await hasRowWhere(db, userBlocks, eq(userBlocks.performerId, 'none'))).toBe(false);
  });

  it('changes rows and says whether a guarded change or delete found one', async () => {
    const { db, ids } = await creatorBlocking(1);
    const id = eq(userBlocks.id, ids[0]!);
    expect((await updateRowWhere(db, userBlocks, id, { reason: 'spam' }))?.reason).toBe('spam');
    expect(await updateRowWhere(db, userBlocks, eq(userBlocks.id, 'none'), { reason: 'x' })).toBeNull();
    const guarded = and(id, eq(userBlocks.reason, 'spam'));
    expect(await updatedAny(db, userBlocks, userBlocks.id, guarded, { reason: 'abuse' })).toBe(true);
    expect(await updatedAny(db, userBlocks, userBlocks.id, guarded, { reason: 'abuse' })).toBe(false);
    expect(await deletedAny(db, userBlocks, userBlocks.id, id)).toBe(true);
    expect(await deletedAny(db, userBlocks, userBlocks.id, id)).toBe(false);
  });

  it('inserts a row or changes the one already on the unique key', async () => {
    const { db, creatorId } = await creatorBlocking(0);
    const fan = await t.services.testing.createUserWithSession();
    const pair = [userBlocks.performerId, userBlocks.targetId];
    const values = { id: newId(), performerId: creatorId, targetId: fan.user.id, reason: 'first' };
    const first = await upsertRow(db, userBlocks, pair, values, { reason: 'first' });
    const again = await upsertRow(db, userBlocks, pair, { ...values, id: newId() }, { reason: 'second' });
    expect(again.id).toBe(first.id);
    expect(again.reason).toBe('second');
    expect(await rowsWhere(db, userBlocks, eq(userBlocks.performerId, creatorId))).toHaveLength(1);
  });

  it('walks ids and rows after a key in id order, a batch at a time', async () => {
    const { db, creatorId, ids } = await creatorBlocking(5);
    const mine = [eq(userBlocks.performerId, creatorId)];
    expect(await idsAfter(db, userBlocks, userBlocks.id, mine, null, 2)).toEqual(ids.slice(0, 2));
    expect(await idsAfter(db, userBlocks, userBlocks.id, mine, ids[1]!, 2)).toEqual(ids.slice(2, 4));
    const rows = await rowsAfter(db, userBlocks, userBlocks.id, mine, ids[3]!, 2);
    expect(rows.map((r) => r.id)).toEqual(ids.slice(4));
  });
});
