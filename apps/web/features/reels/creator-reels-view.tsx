'use client';

import type { Reel } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useInterval } from '@/features/assets/use-interval';
import { StudioListPage, useStudioList } from '@/features/studio/studio-list';
import { STATUS_POLL_MS } from '@/features/videos/use-processing-poll';
import { ReelEditModal, ReelUpload } from './reel-forms';
import { StudioReelCard } from './studio-reel-card';

/**
 * /creator/reels: upload a reel (with its progress), and the creator's reels with their processing
 * state (asked again every 5 s while one is processed), views and likes; edit and delete.
 */
export function CreatorReelsView() {
  const t = useTranslations('reels.studio');
  const studio = useStudioList<Reel>('reels');
  const { list, page, filtered } = studio;
  const [editing, setEditing] = useState<Reel | null>(null);
  const processing = page.items.some((r) => r.processing);
  useInterval(() => void page.reload({ quiet: true }), STATUS_POLL_MS, processing);

  return (
    <StudioListPage
      studio={studio}
      intro={
        <ReelUpload
          onUploaded={() => {
            if (list.current > 1 || filtered) list.setFilters({}, true);
            else void page.reload({ quiet: true });
          }}
        />
      }
      render={(reel) => <StudioReelCard reel={reel} onEdit={setEditing} onDelete={studio.setDeleting} />}
      removeMessage={t('removeMessage')}
    >
      <ReelEditModal
        reel={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void page.reload({ quiet: true });
        }}
      />
    </StudioListPage>
  );
}
