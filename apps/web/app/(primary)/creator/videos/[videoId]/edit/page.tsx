import type { Video } from '@fanlane/shared';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { VideoEditor } from '@/features/videos/video-editor';
import { ownAssetPage } from '@/lib/ui/asset-page';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('app.titles'))('editVideo') };
}

export default ownAssetPage('videos', (video: Video) => <VideoEditor video={video} />);
