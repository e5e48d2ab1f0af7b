import type { Routes } from '../../http/types.js';
import type { RouteDeps } from '../content/deps.js';
import type { ReelsService } from './reels.service.js';

export const reelsRoutes: Routes<RouteDeps & { reels: ReelsService }> = async (app, deps) => {
  void app;
  void deps;
};
