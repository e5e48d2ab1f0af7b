import type { Video } from '@fanlane/shared';
import type { Metadata } from 'next';
import { VideoEditor } from '@/features/videos/video-editor';
import { ownAssetPage } from '@/lib/ui/asset-page';

export const metadata: Metadata = { title: 'Edit video' };

export default ownAssetPage('videos', (video: Video) => <VideoEditor video={video} />);
