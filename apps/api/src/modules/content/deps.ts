import type { Storage } from '../../adapters/storage.js';
import type { Db } from '../../db/client.js';
import type { FilesService } from '../files/files.service.js';
import type { GeoService } from '../geo/geo.service.js';
import type { MediaService } from '../media/media.service.js';
import type { PerformersRepository } from '../performers/performers.repository.js';
import type { AccessService } from './access.service.js';
import type { ContextLoader } from './context.js';
import type { ObjectRegistry } from './objects.js';
import type { Publisher } from './publisher.js';

/** What every creator-content module (galleries, videos, reels, products) is built from. */
export interface ContentDeps {
  db: Db;
  files: FilesService;
  media: MediaService;
  access: AccessService;
  objects: ObjectRegistry;
  publisher: Publisher;
  context: ContextLoader;
  performers: PerformersRepository;
  storage: Storage;
}

/** What their route plugins get besides their own service. */
export interface RouteDeps {
  media: MediaService;
  geo: GeoService;
  tmpDir: string;
}
