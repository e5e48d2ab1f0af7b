import { freePort, publishTestStream, startTestServer } from '@fanlane/api/testing';
import { load } from '../load.js';
import { sleep, uptime } from '../common.js';

/**
 * The self-hosted live transport: (1) the delay from an RTMP publish (ffmpeg's test source, 640x360,
 * a keyframe a second, as OBS with a 1 s keyframe interval) to a playable HLS stream (the join
 * answer carries an address whose playlist lists a segment), over several publishes; (2) viewers
 * served per core: a viewer asks for the playlist about once a second and each new ~1 s segment
 * once, so a viewer costs one playlist and one segment request a second. The load (signed playlist
 * and segment requests of 500 viewers, one connection each of 50 at a time) comes from a second
 * process; the API's CPU per request is measured in its own process. Goal: >= 500 viewers per core,
 * playable within 5 s.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const PUBLISHES = Number(process.env.BENCH_HLS_PUBLISHES ?? 3);
const VIEWERS = 500;

export async function run() {
  const rtmpPort = await freePort();
  const api = await startTestServer({
    RTMP_PORT: String(rtmpPort),
    RTMP_HOST: '127.0.0.1',
    LIVE_GRACE_SECONDS: '3600',
  });
  await api.services.settings.update({ selfHostedLiveEnable: true });
  await api.services.live.start();
  const creator = await api.services.testing.createUserWithSession({ role: 'performer' });
  const headers = { authorization: creator.token };
  const ingest = (await (await fetch(`${api.url}/streaming/ingest`, { headers })).json()) as {
    data: { streamKey: string };
  };
  const rtmp = `rtmp://127.0.0.1:${rtmpPort}/live/${ingest.data.streamKey}`;

  /** Milliseconds from the publish to a playlist with a segment, through the join answer. */
  async function timeToPlayable(previous: string | null) {
    const started = performance.now();
    const publisher = publishTestStream(rtmp, { seconds: 60, size: '640x360' });
    for (;;) {
      const joined = (await (await fetch(`${api.url}/streaming/join/${creator.user.id}`, { headers })).json()) as {
        data?: { stream: { hlsUrl?: string } };
      };
      const url = joined.data?.stream.hlsUrl;
      // A new publish writes a new folder: the previous one's files are still there (grace period).
      if (url && new URL(url).pathname !== previous) {
        const playlist = await (await fetch(url)).text();
        if (playlist.includes('#EXTINF')) return { ms: performance.now() - started, url, publisher };
      }
      if (performance.now() - started > 30_000) throw new Error('the stream did not become playable in 30 s');
      await sleep(50);
    }
  }

  const delays: number[] = [];
  let last: { url: string; publisher: ReturnType<typeof publishTestStream> } | null = null;
  for (let i = 0; i < PUBLISHES; i += 1) {
    if (last) {
      await last.publisher.stop();
      await sleep(1000);
    }
    const next = await timeToPlayable(last ? new URL(last.url).pathname : null);
    delays.push(next.ms);
    last = next;
  }
  delays.sort((a, b) => a - b);
  console.log(
    `publish to playable: ${delays.map((d) => (d / 1000).toFixed(2)).join(', ')} s (median ${(delays[Math.floor(delays.length / 2)]! / 1000).toFixed(2)} s; segments of ~1 s)   load ${uptime()}`,
  );

  // Serve the stream a while, then stop it: its files stay for the grace period (an hour here), so the
  // load reads the same playlist and segments throughout (serving them costs the same as live).
  await sleep(4000);
  const fan = await api.services.testing.createUserWithSession();
  await api.services.testing.subscribe(fan.user.id, creator.user.id);
  const viewerUrls: URL[] = [];
  for (let i = 0; i < VIEWERS; i += 1) {
    const joined = (await (
      await fetch(`${api.url}/streaming/join/${creator.user.id}`, { headers: { authorization: fan.token } })
    ).json()) as { data: { stream: { hlsUrl: string } } };
    viewerUrls.push(new URL(joined.data.stream.hlsUrl));
  }
  const playlist = await (await fetch(viewerUrls[0]!)).text();
  const segments = playlist.split('\n').filter((l) => l.startsWith('seg'));
  // The newest segment: it stays listed (6 in the list) for the whole load.
  const segmentName = segments.at(-1)!.split('?')[0]!;
  const segmentBytes = (
    await (await fetch(new URL(`${segmentName}${viewerUrls[0]!.search}`, viewerUrls[0]!))).arrayBuffer()
  ).byteLength;
  await last?.publisher.stop();
  await sleep(500);
  const requests = viewerUrls.flatMap((u) => [
    { path: u.pathname + u.search },
    { path: u.pathname.replace('index.m3u8', segmentName) + u.search },
  ]);

  await load(api.url, { requests, seconds: 2, connections: 50 }); // warm-up
  const cpu = process.cpuUsage();
  const result = await load(api.url, { requests, seconds: SECONDS, connections: 50 });
  const used = process.cpuUsage(cpu);
  const serverCpuMs = (used.user + used.system) / 1000;
  const cpuPerRequest = serverCpuMs / result.total;
  // One viewer a second: one playlist and one segment request.
  const viewersPerCore = 1000 / (2 * cpuPerRequest);
  console.log(
    `HLS requests (playlist + ${(segmentBytes / 1024).toFixed(0)} KB segment, ${VIEWERS} signed viewers, 50 connections): ${result.requestsPerSecond.toFixed(0)} req/s, p50 ${result.latencyP50Ms.toFixed(1)} ms, p99 ${result.latencyP99Ms.toFixed(1)} ms, non-2xx ${result.non2xx}, errors ${result.errors}`,
  );
  console.log(
    `API CPU ${cpuPerRequest.toFixed(3)} ms per request -> ~${viewersPerCore.toFixed(0)} viewers per core (1 playlist + 1 segment a second each; ${((segmentBytes * 8 * viewersPerCore) / 1e6).toFixed(0)} Mbit/s at that many)   load ${uptime()}`,
  );
  await api.close();
}
