'use client';

import { ActionIcon, Group, Tooltip, type GroupProps, type MantineSize } from '@mantine/core';
import Link from '@/lib/ui/link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { EyeIcon, PencilIcon, TrashIcon } from '@/features/layout/icons';

export interface IconActionProps {
  /** Shown on hover; none where the icon says it all. */
  tooltip?: string;
  label: string;
  href?: string;
  onClick?: () => void;
  color?: string;
  size?: MantineSize;
  disabled?: boolean;
  testId?: string;
  children: ReactNode;
}

/**
 * A round icon button of an item in a studio list or grid, with an optional tooltip: a link
 * (`href`) or an action (`onClick`), named for screen readers by `label`.
 */
export function IconAction({
  tooltip,
  label,
  href,
  onClick,
  color = 'gray',
  size,
  disabled,
  testId,
  children,
}: IconActionProps) {
  const look = { variant: 'subtle', color, radius: 'xl', size, disabled, 'aria-label': label, 'data-testid': testId };
  const icon = href ? (
    <ActionIcon component={Link} href={href} {...look}>
      {children}
    </ActionIcon>
  ) : (
    <ActionIcon onClick={onClick} {...look}>
      {children}
    </ActionIcon>
  );
  return tooltip ? <Tooltip label={tooltip}>{icon}</Tooltip> : icon;
}

/** One of a row of icon buttons: its icon and what IconAction takes. */
export type IconActionItem = Omit<IconActionProps, 'children'> & { icon: ReactNode };

/** A row of icon buttons of one size, described by a table (`label`s are unique in a row). */
export function IconActionRow({
  actions,
  size,
  ...group
}: { actions: IconActionItem[]; size?: MantineSize } & Omit<GroupProps, 'children'>) {
  return (
    <Group wrap="nowrap" {...group}>
      {actions.map(({ icon, ...action }) => (
        <IconAction key={action.label} size={size} {...action}>
          {icon}
        </IconAction>
      ))}
    </Group>
  );
}

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
  viewLabel,
  viewIcon = <EyeIcon size={16} />,
  edit,
  onDelete,
  ...group
}: StudioItemActionsProps) {
  const t = useTranslations('studio.actions');
  const common = useTranslations('common');
  const view = viewLabel ?? t('view');
  return (
    <IconActionRow
      gap={2}
      {...group}
      actions={[
        { tooltip: view, label: t('viewItem', { action: view, name }), href: viewHref, icon: viewIcon },
        {
          tooltip: common('edit'),
          label: t('editItem', { name }),
          ...(typeof edit === 'string' ? { href: edit } : { onClick: edit }),
          testId: `edit-${kind}`,
          icon: <PencilIcon size={16} />,
        },
        {
          tooltip: common('delete'),
          label: t('deleteItem', { name }),
          color: 'red',
          onClick: onDelete,
          testId: `delete-${kind}`,
          icon: <TrashIcon size={16} />,
        },
      ]}
    />
  );
}
