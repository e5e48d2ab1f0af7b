'use client';

import { Box, Center, SegmentedControl, Stack, Text } from '@mantine/core';
import { Controller, type Control } from 'react-hook-form';
import { ImageIcon, MusicIcon, TextIcon, VideoIcon } from '@/features/layout/icons';
import { COMPOSER_TYPES, type ComposerContext, type ComposerType, type ComposerValues } from './composer-form';

const TYPE_LABELS: Record<ComposerType, { label: string; icon: typeof TextIcon }> = {
  text: { label: 'Text', icon: TextIcon },
  photo: { label: 'Photos', icon: ImageIcon },
  video: { label: 'Video', icon: VideoIcon },
  audio: { label: 'Audio', icon: MusicIcon },
};

/** The "Kind of post" picker; a published post keeps its kind. */
export function PostTypePicker({
  control,
  editing,
}: {
  control: Control<ComposerValues, ComposerContext>;
  editing: boolean;
}) {
  return (
    <Controller
      control={control}
      name="type"
      render={({ field }) => (
        <Stack gap={6}>
          <Text size="sm" fw={500} id="post-type-label">
            Kind of post
          </Text>
          <SegmentedControl
            fullWidth
            radius="xl"
            aria-labelledby="post-type-label"
            value={field.value}
            onChange={(value) => field.onChange(value as ComposerType)}
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
          {editing ? (
            <Text size="xs" c="dimmed">
              The kind of a published post stays as it is.
            </Text>
          ) : null}
        </Stack>
      )}
    />
  );
}
