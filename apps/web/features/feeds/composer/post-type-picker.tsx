'use client';

import { Box, Center } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { Control } from 'react-hook-form';
import { ImageIcon, MusicIcon, TextIcon, VideoIcon } from '@/features/layout/icons';
import { SegmentedField } from '@/lib/forms/choice-fields';
import { COMPOSER_TYPES, type ComposerType, type ComposerValues } from './composer-form';

/** Each kind's icon; its label is `feeds.composer.types.<kind>`. */
const TYPE_ICONS: Record<ComposerType, typeof TextIcon> = {
  text: TextIcon,
  photo: ImageIcon,
  video: VideoIcon,
  audio: MusicIcon,
};

/** The "Kind of post" picker; a published post keeps its kind. */
export function PostTypePicker({ control, editing }: { control: Control<ComposerValues>; editing: boolean }) {
  const t = useTranslations('feeds.composer');
  return (
    <SegmentedField
      control={control}
      name="type"
      label={t('kind')}
      description={editing ? t('kindFixed') : undefined}
      fullWidth
      // The row spans the form (the field's default sits at the start).
      style={undefined}
      disabled={editing}
      data={COMPOSER_TYPES.map((value) => {
        const Icon = TYPE_ICONS[value];
        return {
          value,
          label: (
            <Center style={{ gap: 6 }}>
              <Box visibleFrom="xs" style={{ lineHeight: 0 }}>
                <Icon size={16} />
              </Box>
              <span>{t(`types.${value}`)}</span>
            </Center>
          ),
        };
      })}
      data-testid="post-type"
    />
  );
}
