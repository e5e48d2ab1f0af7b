import type { Routes } from '../../http/types.js';
import type { RouteDeps } from '../content/deps.js';
import type { VideosService } from './videos.service.js';

export const videosRoutes: Routes<RouteDeps & { videos: VideosService }> = async (app, deps) => {
  void app;
  void deps;
};
