import { describe, expect, it } from 'vitest';
import { lastMailTo, type TestApp } from '../../test/index.js';
import { withTestApp } from '../../test/lifecycle.js';

let t: TestApp;
withTestApp((app) => (t = app));

const page = { title: 'Terms', slug: 'Terms', content: 'Be kind.', status: 'published' };

describe('pages', () => {
  it('are written by admins only, with unique slugs', async () => {
    expect((await t.inject('POST', '/admin/posts', null, page)).statusCode).toBe(401);
    const fan = await t.services.testing.createUserWithSession();
    expect((await t.inject('POST', '/admin/posts', null, page, { authorization: fan.token })).statusCode).toBe(403);
    const admin = await t.services.testing.createUserWithSession({ role: 'admin' });
    const headers = { authorization: admin.token };
    const created = await t.inject('POST', '/admin/posts', null, page, headers);
    expect(created.json().data).toMatchObject({ slug: 'terms', type: 'page', status: 'published' });
    const dup = await t.inject('POST', '/admin/posts', null, page, headers);
    expect(dup.statusCode).toBe(422);
    expect((await t.inject('POST', '/admin/posts', null, { ...page, slug: 'no spaces' }, headers)).statusCode).toBe(
      400,
    );
    const draft = await t.inject('POST', '/admin/posts', null, { ...page, slug: 'draft', status: 'draft' }, headers);
    // A draft and a page that does not exist answer alike: the spec's 404 (the web shows its not-found page).
    for (const url of ['/posts/draft', '/posts/no-such-page', '/posts/000000000000000000000000']) {
      const missing = await t.inject('GET', url);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ statusCode: 404, message: 'Entity is not found', error: 'ENTITY_NOT_FOUND' });
    }
    await t.inject(
      'PUT',
      `/admin/posts/${draft.json().data._id}`,
      null,
      { ...page, slug: 'draft', status: 'published' },
      headers,
    );
    expect((await t.inject('GET', '/posts/draft')).statusCode).toBe(200);
  });

  it('are read by slug or id, and listed by type (search is not shadowed by /posts/:id)', async () => {
    const bySlug = await t.inject('GET', '/posts/terms');
    expect(bySlug.json().data).toMatchObject({ title: 'Terms', content: 'Be kind.' });
    expect((await t.inject('GET', `/posts/${bySlug.json().data._id}`)).json().data.slug).toBe('terms');
    const list = await t.inject('GET', '/posts/search?type=page');
    expect(list.json().data.total).toBe(2);
    expect((await t.inject('GET', '/posts/search')).json().data).toEqual({ data: [], total: 0 });
  });
});

describe('POST /contact', () => {
  it('validates and mails the operators', async () => {
    const admin = await t.services.testing.createUser({ role: 'admin', username: 'opsadmin' });
    const bad = await t.inject('POST', '/contact', null, { name: '', email: 'x', message: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual([
      'name: Enter your name',
      'email: Email is not valid',
      'message: Enter a message',
    ]);
    const res = await t.inject('POST', '/contact', null, {
      name: 'Ann <b>',
      email: 'ann@example.test',
      message: 'Hello',
    });
    expect(res.json()).toEqual({ status: 0, data: { success: true } });
    const mail = await lastMailTo(t.services, admin.email!, 'Contact form');
    expect(mail?.text).toContain('ann@example.test');
    expect(mail?.html).not.toContain('<b>');
  });
});
