import { VideoView } from '@/features/videos/video-view';
import { assetPage } from '@/lib/ui/asset-page';

const page = assetPage('videos', (video) => <VideoView video={video} />);

export const generateMetadata = page.generateMetadata;

/** A video at /videos/{slug or id}. */
export default page.Page;
