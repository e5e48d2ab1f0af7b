import { useAppSelector } from '@/lib/store/hooks';

/**
 * Whether this site carries live video, and how: Agora (agoraEnable and an app id) or the site's own
 * RTMP/HLS transport (selfHostedLiveEnable; Agora wins when both are on).
 * Its own module: buttons on every profile ask it without loading the players (Agora, hls.js).
 */
export function useVideoEnabled(): {
  enabled: boolean;
  switchedOn: boolean;
  appId: string;
  transport: 'agora' | 'hls' | 'none';
} {
  const agora = useAppSelector((state) => Boolean(state.settings.agoraEnable));
  const selfHosted = useAppSelector((state) => Boolean(state.settings.selfHostedLiveEnable));
  const appId = useAppSelector((state) => state.settings.agoraAppId) ?? '';
  const transport = agora ? 'agora' : selfHosted ? 'hls' : 'none';
  return {
    enabled: transport === 'hls' || (agora && appId !== ''),
    switchedOn: transport !== 'none',
    appId,
    transport,
  };
}
