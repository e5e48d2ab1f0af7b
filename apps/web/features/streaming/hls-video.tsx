'use client';

import { useEffect, useRef } from 'react';
import classes from './streaming.module.css';

/**
 * A live HLS video (the self-hosted transport): hls.js where Media Source Extensions exist (loaded
 * only when a live is watched), the browser's own HLS elsewhere (Safari). Starts muted so the
 * browser lets it play at once; the controls unmute it. `onPlaying` tells when frames show;
 * `onFailed` when the address stopped working (expired, stream gone): the page asks for a new one.
 */
export function HlsVideo({
  src,
  onPlaying,
  onFailed,
  label,
}: {
  src: string;
  onPlaying?: () => void;
  onFailed?: () => void;
  label: string;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const lastFailure = useRef(0);
  // A failing address is reported at most every 5 s: asking for a new one must not become a loop.
  const failed = () => {
    if (Date.now() - lastFailure.current < 5000) return;
    lastFailure.current = Date.now();
    onFailed?.();
  };
  const latest = useRef({ onPlaying, onFailed: failed });
  useEffect(() => {
    latest.current = { onPlaying, onFailed: failed };
  });

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let destroyed = false;
    let destroy = () => {};
    const playing = () => latest.current.onPlaying?.();
    element.addEventListener('playing', playing);
    void import('hls.js').then(({ default: Hls }) => {
      if (destroyed) return;
      if (Hls.isSupported()) {
        const hls = new Hls({ lowLatencyMode: true, liveSyncDurationCount: 2, manifestLoadingMaxRetry: 4 });
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) latest.current.onFailed?.();
        });
        hls.loadSource(src);
        hls.attachMedia(element);
        destroy = () => hls.destroy();
      } else if (element.canPlayType('application/vnd.apple.mpegurl')) {
        element.src = src;
        const failed = () => latest.current.onFailed?.();
        element.addEventListener('error', failed);
        destroy = () => {
          element.removeEventListener('error', failed);
          element.removeAttribute('src');
          element.load();
        };
      } else latest.current.onFailed?.();
      void element.play().catch(() => undefined);
    });
    return () => {
      destroyed = true;
      element.removeEventListener('playing', playing);
      destroy();
    };
  }, [src]);

  return (
    <video
      ref={video}
      className={classes.hlsVideo}
      muted
      autoPlay
      playsInline
      controls
      aria-label={label}
      data-testid="hls-video"
    />
  );
}
