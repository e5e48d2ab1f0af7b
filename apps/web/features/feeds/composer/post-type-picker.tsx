'use client';

import { Box, Center } from '@mantine/core';
import type { Control } from 'react-hook-form';
import { ImageIcon, MusicIcon, TextIcon, VideoIcon } from '@/features/layout/icons';
import { SegmentedField } from '@/lib/forms/choice-fields';
import { COMPOSER_TYPES, type ComposerType, type ComposerValues } from './composer-form';

const TYPE_LABELS: Record<ComposerType, { label: string; icon: typeof TextIcon }> = {
  text: { label: 'Text', icon: TextIcon },
  photo: { label: 'Photos', icon: ImageIcon },
  video: { label: 'Video', icon: VideoIcon },
  audio: { label: 'Audio', icon: MusicIcon },
};

/** The "Kind of post" picker; a published post keeps its kind. */
export function PostTypePicker({ control, editing }: { control: Control<ComposerValues>; editing: boolean }) {
  return (
    <SegmentedField
      control={control}
      name="type"
      label="Kind of post"
      description={editing ? 'The kind of a published post stays as it is.' : undefined}
      fullWidth
      // The row spans the form (the field's default sits at the start).
      style={undefined}
      disabled={editing}
      data={COMPOSER_TYPES.map((value) => {
        const { label, icon: Icon } = TYPE_LABELS[value];
        return {
          value,
          label: (
            <Center style={{ gap: 6 }}>
              <Box visibleFrom="xs" style={{ lineHeight: 0 }}>
                <Icon size={16} />
              </Box>
              <span>{label}</span>
            </Center>
          ),
        };
      })}
      data-testid="post-type"
    />
  );
}
