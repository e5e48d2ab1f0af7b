import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/index.js';
import { withTestApp } from '../../test/lifecycle.js';

let t: TestApp;
withTestApp((app) => (t = app));

describe('tip labels', () => {
  it('a tip carrying a streamType but no stream of that creator is a plain tip', async () => {
    const fan = await t.services.testing.funded(100);
    const creator = await t.services.testing.creator();
    const conversation = await t.inject('POST', '/conversations', fan.token, {
      source: 'performer',
      sourceId: creator.user.id,
    });
    expect(conversation.statusCode, conversation.body).toBe(200);
    const bodies = [
      { price: 10, streamType: 'stream_public' },
      { price: 10, streamType: 'stream_public', conversationId: '', sessionId: '' },
      { price: 10, streamType: 'stream_public', conversationId: 'not-a-conversation' },
      // A private conversation is no stream.
      { price: 10, streamType: 'stream_public', conversationId: conversation.json().data._id },
      { price: 10, source: 'stream' },
    ];
    for (const body of bodies) {
      const res = await t.inject('POST', `/wallet/charges/tip/${creator.user.id}`, fan.token, body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.type, JSON.stringify(body)).toBe('tip');
    }
    const earnings = (await t.inject('GET', '/performer/earning/search', creator.token)).json().data;
    expect(earnings.total).toBe(bodies.length);
    expect(earnings.data.every((e: { type: string }) => e.type === 'tip')).toBe(true);
    const history = (await t.inject('GET', '/wallet/charges/search?type=stream_tip', fan.token)).json().data;
    expect(history.total).toBe(0);
  });
});
