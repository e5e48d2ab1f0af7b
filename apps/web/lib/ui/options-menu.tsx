'use client';

import { ActionIcon, type MantineSize } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState, type ComponentType, type ReactNode } from 'react';
import { DotsIcon } from '@/features/layout/icons';
import { toast } from '@/lib/toast';

/** One choice of an options menu: a link (`href`) or an action (`onClick`). */
export interface OptionEntry {
  label: string;
  href?: string;
  onClick?: () => void;
  icon?: ReactNode;
  /** Drawn in red: deleting, reporting. */
  danger?: boolean;
}

export interface OptionsMenuProps {
  /** The button's accessible name ("Post options"). */
  label: string;
  entries: OptionEntry[];
  size?: MantineSize;
  width?: number;
}

type Dropdown = ComponentType<OptionsMenuProps>;
let loading: Promise<Dropdown> | null = null;

/** Mantine's Menu (and floating-ui under it) loads once, on the first hover, focus or press. */
function loadDropdown(): Promise<Dropdown> {
  loading ??= import('./options-menu-dropdown').then((m) => m.OptionsMenuDropdown);
  // A failed download is tried again on the next press.
  loading.catch(() => (loading = null));
  return loading;
}

/**
 * The "…" button of a card or an item and its menu. Until it is first pressed it is a plain
 * button: a page of cards does not set up a floating menu per card before anyone asks for one.
 * Once loaded, the menu opens at once and behaves as Mantine's Menu.
 */
export function OptionsMenu(props: OptionsMenuProps) {
  const t = useTranslations('common');
  const [Loaded, setLoaded] = useState<Dropdown | null>(null);
  if (Loaded) return <Loaded {...props} />;
  const preload = () => void loadDropdown().catch(() => undefined);
  const open = () =>
    loadDropdown().then(
      (dropdown) => setLoaded(() => dropdown),
      () => toast.error(t('menuFailed')),
    );
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      radius="xl"
      size={props.size}
      aria-label={props.label}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => void open()}
    >
      <DotsIcon size={18} />
    </ActionIcon>
  );
}
