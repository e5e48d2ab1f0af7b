import type { Routes } from '../../http/types.js';
import type { RouteDeps } from '../content/deps.js';
import type { ProductsService } from './products.service.js';

export const productsRoutes: Routes<RouteDeps & { products: ProductsService }> = async (app, deps) => {
  void app;
  void deps;
};
