'use client';

import { ActionIcon, Group, Tooltip, type GroupProps } from '@mantine/core';
import Link from '@/lib/ui/link';
import type { ReactNode } from 'react';
import { EyeIcon, PencilIcon, TrashIcon } from '@/features/layout/icons';

export interface StudioItemActionsProps extends Omit<GroupProps, 'children'> {
  /** What the item is called in labels, e.g. the video's title. */
  name: string;
  /** Used for the test ids `edit-<kind>` and `delete-<kind>`. */
  kind: string;
  /** Where fans see the item. */
  viewHref: string;
  viewLabel?: string;
  viewIcon?: ReactNode;
  /** The edit page, or an action that opens an edit dialog. */
  edit: string | (() => void);
  onDelete: () => void;
}

/** View, edit and delete buttons of one item in a creator's studio list, with labels for screen readers. */
export function StudioItemActions({
  name,
  kind,
  viewHref,
  viewLabel = 'View',
  viewIcon = <EyeIcon size={16} />,
  edit,
  onDelete,
  ...group
}: StudioItemActionsProps) {
  const editProps = typeof edit === 'string' ? { component: Link, href: edit } : { onClick: edit };
  return (
    <Group gap={2} wrap="nowrap" {...group}>
      <Tooltip label={viewLabel}>
        <ActionIcon
          component={Link}
          href={viewHref}
          variant="subtle"
          color="gray"
          radius="xl"
          aria-label={`${viewLabel}: ${name}`}
        >
          {viewIcon}
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Edit">
        <ActionIcon
          {...(editProps as object)}
          variant="subtle"
          color="gray"
          radius="xl"
          aria-label={`Edit ${name}`}
          data-testid={`edit-${kind}`}
        >
          <PencilIcon size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Delete">
        <ActionIcon
          variant="subtle"
          color="red"
          radius="xl"
          onClick={onDelete}
          aria-label={`Delete ${name}`}
          data-testid={`delete-${kind}`}
        >
          <TrashIcon size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
