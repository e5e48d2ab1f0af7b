import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, lastMailTo, type TestApp } from '../../test/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const page = { title: 'Terms', slug: 'Terms', content: 'Be kind.', status: 'published' };

describe('pages', () => {
  it('are written by admins only, with unique slugs', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/admin/posts', payload: page })).statusCode).toBe(401);
    const fan = await t.services.testing.createUserWithSession();
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/admin/posts',
          headers: { authorization: fan.token },
          payload: page,
        })
      ).statusCode,
    ).toBe(403);
    const admin = await t.services.testing.createUserWithSession({ role: 'admin' });
    const headers = { authorization: admin.token };
    const created = await t.app.inject({ method: 'POST', url: '/admin/posts', headers, payload: page });
    expect(created.json().data).toMatchObject({ slug: 'terms', type: 'page', status: 'published' });
    const dup = await t.app.inject({ method: 'POST', url: '/admin/posts', headers, payload: page });
    expect(dup.statusCode).toBe(422);
    expect(
      (await t.app.inject({ method: 'POST', url: '/admin/posts', headers, payload: { ...page, slug: 'no spaces' } }))
        .statusCode,
    ).toBe(400);
    const draft = await t.app.inject({
      method: 'POST',
      url: '/admin/posts',
      headers,
      payload: { ...page, slug: 'draft', status: 'draft' },
    });
    // A draft and a page that does not exist answer alike: the spec's 404 (the web shows its not-found page).
    for (const url of ['/posts/draft', '/posts/no-such-page', '/posts/000000000000000000000000']) {
      const missing = await t.app.inject({ url });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ statusCode: 404, message: 'Entity is not found', error: 'ENTITY_NOT_FOUND' });
    }
    await t.app.inject({
      method: 'PUT',
      url: `/admin/posts/${draft.json().data._id}`,
      headers,
      payload: { ...page, slug: 'draft', status: 'published' },
    });
    expect((await t.app.inject({ url: '/posts/draft' })).statusCode).toBe(200);
  });

  it('are read by slug or id, and listed by type (search is not shadowed by /posts/:id)', async () => {
    const bySlug = await t.app.inject({ url: '/posts/terms' });
    expect(bySlug.json().data).toMatchObject({ title: 'Terms', content: 'Be kind.' });
    expect((await t.app.inject({ url: `/posts/${bySlug.json().data._id}` })).json().data.slug).toBe('terms');
    const list = await t.app.inject({ url: '/posts/search?type=page' });
    expect(list.json().data.total).toBe(2);
    expect((await t.app.inject({ url: '/posts/search' })).json().data).toEqual({ data: [], total: 0 });
  });
});

describe('POST /contact', () => {
  it('validates and mails the operators', async () => {
    const admin = await t.services.testing.createUser({ role: 'admin', username: 'opsadmin' });
    const bad = await t.app.inject({ method: 'POST', url: '/contact', payload: { name: '', email: 'x', message: '' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual([
      'name: Enter your name',
      'email: Email is not valid',
      'message: Enter a message',
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/contact',
      payload: { name: 'Ann <b>', email: 'ann@example.test', message: 'Hello' },
    });
    expect(res.json()).toEqual({ status: 0, data: { success: true } });
    const mail = await lastMailTo(t.services, admin.email!, 'Contact form');
    expect(mail?.text).toContain('ann@example.test');
    expect(mail?.html).not.toContain('<b>');
  });
});
