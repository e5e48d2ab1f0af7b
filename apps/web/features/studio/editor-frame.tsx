'use client';

import { Button, Group, Modal, Paper, Stack, Text, Title, type MantineSpacing } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { BaseSyntheticEvent, ReactNode } from 'react';
import { BackLink } from '@/features/assets/back-link';
import { ErrorAlert } from '@/lib/ui/error-alert';
import Link from '@/lib/ui/link';
import { StudioNav } from './studio-nav';
import composerClasses from '@/features/feeds/composer/composer.module.css';

/**
 * The page of a studio editor (new and edit): the studio sections, a link back to the list, the
 * title (with something beside it, such as a state badge or a button) and the form below.
 */
export function EditorPage({
  maw,
  nav = true,
  back,
  title,
  aside,
  children,
}: {
  maw: number;
  /** The studio sections above the page (the post composer has none). */
  nav?: boolean;
  back?: { href: string; label: string };
  title: string;
  /** Shown at the end of the title's row; `null` keeps the row with nothing beside the title. */
  aside?: ReactNode;
  children: ReactNode;
}) {
  const heading = (
    <Title order={1} fz={28}>
      {title}
    </Title>
  );
  return (
    <Stack gap="lg" maw={maw} mx="auto" w="100%">
      {nav ? <StudioNav /> : null}
      {back ? <BackLink href={back.href}>{back.label}</BackLink> : null}
      {aside === undefined ? (
        heading
      ) : (
        <Group justify="space-between" align="center">
          {heading}
          {aside}
        </Group>
      )}
      {children}
    </Stack>
  );
}

/**
 * The media editor's form: a bordered sheet with the form's message at the top (after an optional
 * heading), then the fields. Browser validation is off: the form's own rules decide.
 */
export function EditorForm({
  label,
  testId,
  onSubmit,
  error,
  heading,
  gap = 'lg',
  children,
}: {
  /** The form's accessible name. */
  label: string;
  testId: string;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  error: string | null | undefined;
  heading?: ReactNode;
  gap?: MantineSpacing;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="form"
      onSubmit={onSubmit}
      noValidate
      aria-label={label}
      data-testid={testId}
    >
      <Stack gap={gap}>
        {heading}
        <ErrorAlert message={error} />
        {children}
      </Stack>
    </Paper>
  );
}

/** A titled part of an editor, ruled off from the part above. */
export function EditorSection({
  title,
  children,
  weight = 600,
  region = false,
  testId,
}: {
  title: string;
  children: ReactNode;
  weight?: number;
  /** A named region (`<section aria-label>`), for parts a reader jumps between. */
  region?: boolean;
  testId?: string;
}) {
  return (
    <Stack
      gap="sm"
      className={composerClasses.section}
      {...(region ? { component: 'section' as const, 'aria-label': title } : {})}
      data-testid={testId}
    >
      <Text fw={weight}>{title}</Text>
      {children}
    </Stack>
  );
}

/**
 * The last row of an editor: Cancel (a link back, or an action such as closing a dialog) and the
 * submit button; an optional status line (e.g. "Uploading files…") on the left.
 */
export function EditorActions({
  cancel,
  submit,
  submitTestId,
  loading,
  disabled,
  status,
  ruled = false,
}: {
  cancel?: string | (() => void);
  submit: ReactNode;
  submitTestId?: string;
  loading: boolean;
  disabled?: boolean;
  status?: ReactNode;
  /** Ruled off from the part above, as the last section of a page editor. */
  ruled?: boolean;
}) {
  const t = useTranslations('common');
  return (
    <Group justify="flex-end" gap="sm" className={ruled ? composerClasses.section : undefined}>
      {status ? (
        <Text size="sm" c="dimmed" mr="auto" role="status">
          {status}
        </Text>
      ) : null}
      {typeof cancel === 'string' ? (
        <Button component={Link} href={cancel} variant="default" radius="xl">
          {t('cancel')}
        </Button>
      ) : cancel ? (
        <Button variant="default" radius="xl" onClick={cancel}>
          {t('cancel')}
        </Button>
      ) : null}
      <Button type="submit" radius="xl" loading={loading} disabled={disabled} data-testid={submitTestId}>
        {submit}
      </Button>
    </Group>
  );
}

/**
 * A small editor in a dialog: the form's message, the fields, then Cancel (closes the dialog) and
 * the submit button.
 */
export function DialogForm({
  opened,
  title,
  onClose,
  onSubmit,
  error,
  testId,
  submit,
  loading,
  children,
}: {
  opened: boolean;
  title: string;
  onClose: () => void;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void> | void;
  error: string | null;
  testId: string;
  submit?: ReactNode;
  loading: boolean;
  children: ReactNode;
}) {
  const t = useTranslations('common');
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered radius="lg">
      <form onSubmit={onSubmit} noValidate data-testid={testId}>
        <Stack gap="md">
          <ErrorAlert message={error} />
          {children}
          <EditorActions cancel={onClose} submit={submit ?? t('save')} loading={loading} />
        </Stack>
      </form>
    </Modal>
  );
}
