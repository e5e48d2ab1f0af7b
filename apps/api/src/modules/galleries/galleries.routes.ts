import type { Routes } from '../../http/types.js';
import type { RouteDeps } from '../content/deps.js';
import type { GalleriesService } from './galleries.service.js';

export const galleriesRoutes: Routes<RouteDeps & { galleries: GalleriesService }> = async (app, deps) => {
  void app;
  void deps;
};
