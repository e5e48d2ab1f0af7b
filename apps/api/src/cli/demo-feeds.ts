import fs from 'node:fs/promises';
import path from 'node:path';
import type { FeedInput } from '@fanlane/shared';
import { generateTestVideo } from '../adapters/ffmpeg.js';
import { generateArtwork } from '../adapters/images.js';
import type { ContentViewer } from '../modules/content/access.service.js';
import type { Services } from '../services.js';

/** Demo posts: text, photo sets, a pay-per-view set, a poll and a video (processed by the job queue). */
const POSTS: Record<string, { text: string; photos?: number; video?: boolean; sale?: number; poll?: string[] }[]> = {
  lunavale: [
    { text: 'Golden hour on the rooftop. More of this series for subscribers this week.', photos: 3 },
    { text: 'Where should the next shoot be?', poll: ['Beach', 'Forest', 'City at night'] },
    { text: 'Behind the scenes, the full set, unedited.', photos: 4, sale: 5 },
    { text: 'Thank you for 1,000 followers! Live Q&A on Friday.' },
  ],
  milostone: [
    { text: 'Ten-minute warm-up I do before every session.', video: true },
    { text: 'Progress pictures, month three.', photos: 2 },
    { text: 'Which programme next?', poll: ['Strength', 'Mobility'] },
  ],
  ariaskye: [
    { text: 'New watercolour series: "Tides".', photos: 3 },
    { text: 'Studio playlist drop. What are you listening to?' },
  ],
  kaimoreno: [{ text: 'Rehearsal clip from last night.', video: true, sale: 3 }],
};

/** Who follows whom among the demo fans, and who subscribes. */
const FOLLOWS: Record<string, string[]> = {
  fanjamie: ['lunavale', 'milostone', 'ariaskye', 'kaimoreno'],
  fanrobin: ['lunavale', 'ariaskye'],
  fansam: ['milostone'],
};
const SUBSCRIBES: Record<string, string[]> = { fanjamie: ['lunavale', 'milostone'], fanrobin: ['ariaskye'] };

/** Demo galleries (one for subscribers, one for sale) and videos with teasers. */
const GALLERIES: { creator: string; title: string; photos: number; price?: number }[] = [
  { creator: 'lunavale', title: 'Golden hour', photos: 6 },
  { creator: 'ariaskye', title: 'Tides (watercolours)', photos: 4, price: 4 },
];
const VIDEOS: { creator: string; title: string; seconds: number; price?: number; tags: string[] }[] = [
  { creator: 'milostone', title: 'Full-body routine', seconds: 8, tags: ['fitness', 'routine'] },
  { creator: 'kaimoreno', title: 'Live at the warehouse', seconds: 6, price: 6, tags: ['music', 'live'] },
];

/** Demo reels (vertical clips) and products (a physical one with stock, a digital one). */
const REELS: { creator: string; title: string }[] = [
  { creator: 'lunavale', title: 'Rooftop in 10 seconds' },
  { creator: 'milostone', title: 'One-minute stretch' },
  { creator: 'kaimoreno', title: 'Soundcheck' },
];
const PRODUCTS: { creator: string; name: string; type: 'physical' | 'digital'; price: number; stock?: number }[] = [
  { creator: 'ariaskye', name: 'Signed print: "Tides I"', type: 'physical', price: 25, stock: 12 },
  { creator: 'milostone', name: 'Eight-week programme (PDF)', type: 'digital', price: 15 },
];

/** A one-page PDF, so the digital product has a real file. */
const DEMO_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export async function seedDemoFeeds(services: Services, byUsername: Map<string, string>) {
  const work = path.join(services.tmpDir, `demo-${Date.now()}`);
  await fs.mkdir(work, { recursive: true });
  let seed = 500;
  // One generated clip per length and size, reused (demo clips need not differ).
  const clips = new Map<string, Promise<string>>();
  const clipOf = (seconds: number, size: string) => {
    const name = `${seconds}s-${size}`;
    if (!clips.has(name))
      clips.set(
        name,
        (async () => {
          const target = path.join(work, `clip-${name}.mp4`);
          await generateTestVideo(target, seconds, size);
          return target;
        })(),
      );
    return clips.get(name)!;
  };
  try {
    for (const [fan, creators] of Object.entries(FOLLOWS))
      for (const creator of creators) await services.follows.follow(byUsername.get(fan)!, byUsername.get(creator)!);
    for (const [fan, creators] of Object.entries(SUBSCRIBES))
      for (const creator of creators)
        await services.access.grantSubscription(byUsername.get(fan)!, byUsername.get(creator)!, 30);

    for (const [username, posts] of Object.entries(POSTS)) {
      const performerId = byUsername.get(username)!;
      const viewer: ContentViewer = { id: performerId, isAdmin: false, country: null };
      // Oldest first, so the first post listed is the newest.
      for (const post of [...posts].reverse()) {
        const fileIds: string[] = [];
        /** Uploads a file written under `work` as the creator's, named demo.<its extension>. */
        const upload = async (file: string, kind: 'photo' | 'video') => {
          const { size } = await fs.stat(file);
          const filename = `demo${path.extname(file)}`;
          const row = await services.media.upload(performerId, { field: 'file', filename, path: file, size }, kind);
          fileIds.push(row.id);
        };
        // A post's pictures are drawn together, then uploaded in order.
        const seeds = Array.from({ length: post.photos ?? 0 }, () => (seed += 1));
        const artworks = await Promise.all(seeds.map((s) => generateArtwork(s, 1200, 900)));
        for (const [i, artwork] of artworks.entries()) {
          const file = path.join(work, `p${seeds[i]}.webp`);
          await fs.writeFile(file, artwork);
          await upload(file, 'photo');
        }
        if (post.video) {
          const file = path.join(work, `v${(seed += 1)}.mp4`);
          await fs.copyFile(await clipOf(6, '640x360'), file);
          await upload(file, 'video');
        }
        const pollIds: string[] = [];
        for (const option of post.poll ?? [])
          pollIds.push((await services.feeds.createPoll(performerId, { description: option }))._id);
        const input: FeedInput = {
          type: post.video ? 'video' : post.photos ? 'photo' : 'text',
          text: post.text,
          fileIds,
          pollIds,
          pollDescription: post.poll ? post.text : undefined,
          pollExpiredAt: post.poll ? new Date(Date.now() + 7 * 86_400_000).toISOString() : undefined,
          isSale: !!post.sale,
          price: post.sale,
        };
        await services.feeds.create(performerId, input, viewer);
      }
    }

    const file = async (name: string, body: Buffer) => {
      const target = path.join(work, name);
      await fs.writeFile(target, body);
      return { field: name, filename: name, path: target, size: body.length };
    };
    for (const g of GALLERIES) {
      const performerId = byUsername.get(g.creator)!;
      const viewer: ContentViewer = { id: performerId, isAdmin: false, country: null };
      const gallery = await services.galleries.create(
        performerId,
        { title: g.title, description: '', isSale: !!g.price, price: g.price },
        viewer,
      );
      const seeds = Array.from({ length: g.photos }, () => (seed += 1));
      const artworks = await Promise.all(seeds.map((s) => generateArtwork(s, 1200, 1500)));
      for (const [i, artwork] of artworks.entries())
        await services.galleries.uploadPhoto(
          performerId,
          await file(`g${seeds[i]}.webp`, artwork),
          { galleryId: gallery._id },
          viewer,
        );
    }
    for (const v of VIDEOS) {
      const performerId = byUsername.get(v.creator)!;
      const viewer: ContentViewer = { id: performerId, isAdmin: false, country: null };
      seed += 1;
      const body = await fs.readFile(await clipOf(v.seconds, '640x360'));
      await services.videos.upload(
        performerId,
        { title: v.title, description: '', tags: v.tags, isSale: !!v.price, price: v.price },
        {
          video: await file(`video-${seed}.mp4`, body),
          teaser: await file(`teaser-${seed}.mp4`, body),
          thumbnail: await file(`thumb-${seed}.webp`, await generateArtwork(seed + 7, 1280, 720)),
        },
        viewer,
      );
    }
    for (const r of REELS) {
      const performerId = byUsername.get(r.creator)!;
      const viewer: ContentViewer = { id: performerId, isAdmin: false, country: null };
      seed += 1;
      await services.reels.upload(
        performerId,
        { title: r.title },
        await file(`reel-${seed}.mp4`, await fs.readFile(await clipOf(5, '360x640'))),
        viewer,
      );
    }
    for (const p of PRODUCTS) {
      const performerId = byUsername.get(p.creator)!;
      const viewer: ContentViewer = { id: performerId, isAdmin: false, country: null };
      await services.products.create(
        performerId,
        { name: p.name, type: p.type, price: p.price, stock: p.stock, description: '' },
        {
          image: await file(`product-${(seed += 1)}.webp`, await generateArtwork(seed, 1000, 1000)),
          digitalFile: p.type === 'digital' ? await file(`product-${seed}.pdf`, DEMO_PDF) : undefined,
        },
        viewer,
      );
    }
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}
