'use client';

import {
  Alert,
  Button,
  Center,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { FEED_MAX_PHOTOS, FEED_TEXT_MAX, type Feed } from '@fanlane/shared';
import Link from '@/lib/ui/link';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useApi } from '@/lib/api/api-context';
import { isApiError, messageOf } from '@/lib/api/error';
import { CREATOR_POSTS_PATH } from '@/lib/routes';
import { useAppSelector } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';
import {
  EMPTY_COMPOSER,
  composerResolver,
  filesForType,
  mediaKindOf,
  ruleFor,
  ruleHint,
  uploadsFromFeed,
  validateComposer,
  valuesFromFeed,
  type ComposerContext,
  type ComposerValues,
} from './composer-form';
import { Section } from './composer-section';
import { MediaSlot } from './media-slot';
import { PollBuilder } from './poll-builder';
import { PostTypePicker } from './post-type-picker';
import { savePost } from './save-post';
import { useFeedUploads } from './use-feed-uploads';
import classes from './composer.module.css';

/** "2026-03-10T12:00": the earliest value a datetime-local input should offer (now, to the minute). */
function nowLocal(): string {
  const d = new Date(Date.now() + 60_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * The creator's composer (new post and edit): type, text, files that upload as soon as they are
 * chosen (with progress, and polling while videos and audio are processed), an optional thumbnail
 * and teaser, a poll, pay-per-view, schedule and pin. Checked with the shared feed schema, saved as
 * contract 3.6 says (poll options first, then the post).
 */
export function PostComposer({ feed = null }: { feed?: Feed | null }) {
  const api = useApi();
  const router = useRouter();
  const settings = useAppSelector((state) => state.settings);
  const uploads = useFeedUploads(useMemo(() => (feed ? uploadsFromFeed(feed) : []), [feed]));
  const [formError, setFormError] = useState<string | null>(null);
  const [minDate] = useState(nowLocal);
  const editing = feed !== null;

  const context: ComposerContext = { uploads: uploads.items, originalScheduleAt: feed?.scheduleAt ?? null };
  const {
    control,
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting, isSubmitted },
    trigger,
  } = useForm<ComposerValues, ComposerContext>({
    resolver: composerResolver,
    context,
    defaultValues: feed ? valuesFromFeed(feed) : EMPTY_COMPOSER,
  });
  const options = useFieldArray({ control, name: 'pollOptions' });
  const type = watch('type');
  const textLength = watch('text').length;
  const pollEnabled = watch('pollEnabled');
  const isSale = watch('isSale');
  const isSchedule = watch('isSchedule');
  const { media, thumbnail, teaser } = filesForType(uploads.items, type);
  const mediaKind = mediaKindOf(type);
  const busy = uploads.items.some((i) => i.phase === 'uploading');

  // Once submitted, the file messages follow the files as they upload, fail or go away.
  const uploadsKey = uploads.items.map((i) => `${i.key}:${i.phase}`).join(',');
  useEffect(() => {
    if (isSubmitted) void trigger();
  }, [isSubmitted, trigger, uploadsKey, type]);

  const onSubmit = handleSubmit(async () => {
    setFormError(null);
    const result = validateComposer(watch(), context);
    if (!result.ok) return;
    try {
      const id = await savePost(api, { feed, input: result.input, poll: result.poll });
      toast.success(
        editing ? 'Your post is updated' : result.input.isSchedule ? 'Your post is scheduled' : 'Your post is live',
      );
      router.push(`${CREATOR_POSTS_PATH}?saved=${encodeURIComponent(id)}`);
      router.refresh();
    } catch (error) {
      setFormError(isApiError(error) ? error.message : messageOf(error));
    }
  });

  if (feed && feed.type === 'scheduled-streaming') {
    return (
      <Center py="xl">
        <Alert color="yellow" variant="light" title="This post cannot be edited here">
          Scheduled streams are managed with live streaming.
        </Alert>
      </Center>
    );
  }

  const mediaRule = mediaKind ? ruleFor(mediaKind, settings) : null;
  const max = type === 'photo' ? FEED_MAX_PHOTOS : 1;

  return (
    <Stack gap="lg" maw={760} mx="auto" w="100%">
      <Group justify="space-between" align="center">
        <Title order={1} fz={28}>
          {editing ? 'Edit post' : 'New post'}
        </Title>
        <Button component={Link} href={CREATOR_POSTS_PATH} variant="default" radius="xl">
          Cancel
        </Button>
      </Group>
      <Paper
        withBorder
        radius="lg"
        p={{ base: 'md', sm: 'lg' }}
        component="form"
        onSubmit={onSubmit}
        noValidate
        aria-label={editing ? 'Edit post' : 'New post'}
        data-testid="post-composer"
      >
        <Stack gap="lg">
          {formError || errors.root?.form?.message ? (
            <Alert color="red" variant="light" role="alert">
              {formError ?? errors.root?.form?.message}
            </Alert>
          ) : null}

          <PostTypePicker control={control} editing={editing} />

          <Stack gap={4}>
            <Textarea
              {...register('text')}
              label="Text"
              placeholder={type === 'text' ? 'What is on your mind?' : 'Say something about it'}
              autosize
              minRows={4}
              maxRows={14}
              maxLength={FEED_TEXT_MAX}
              withAsterisk
              error={errors.text?.message}
              data-testid="post-text"
            />
            <Text size="xs" c={textLength > FEED_TEXT_MAX - 20 ? 'orange' : 'dimmed'} ta="right" aria-live="polite">
              {textLength}/{FEED_TEXT_MAX}
            </Text>
          </Stack>

          {mediaKind && mediaRule ? (
            <MediaSlot
              key={mediaKind}
              label={type === 'photo' ? 'Photos' : type === 'video' ? 'Video' : 'Audio'}
              description={
                type === 'photo'
                  ? `Up to ${FEED_MAX_PHOTOS} photos, shown in this order. ${ruleHint(mediaRule)}.`
                  : `${ruleHint(mediaRule)}. It is processed after the upload; you can publish meanwhile.`
              }
              rule={mediaRule}
              items={media}
              max={max}
              onAdd={(files) => uploads.add('media', mediaKind, files)}
              onRemove={(item) => uploads.remove(item.key)}
              onRetry={uploads.retry}
              onMove={type === 'photo' ? (item, by) => uploads.move(item.key, by) : undefined}
              error={errors.root?.media?.message}
              testId={`upload-${mediaKind}`}
            />
          ) : null}

          {type !== 'text' ? (
            <SimpleGrid cols={{ base: 1, sm: type === 'video' ? 2 : 1 }} spacing="md">
              <MediaSlot
                label="Thumbnail (optional)"
                description="The cover fans see first, also on locked posts."
                rule={ruleFor('thumbnail', settings)}
                items={thumbnail ? [thumbnail] : []}
                max={1}
                compact
                onAdd={(files) => uploads.add('thumbnail', 'thumbnail', files, thumbnail ? [thumbnail] : [])}
                onRemove={(item) => uploads.remove(item.key)}
                onRetry={uploads.retry}
                error={errors.root?.thumbnail?.message}
                testId="upload-thumbnail"
              />
              {type === 'video' ? (
                <MediaSlot
                  label="Teaser (optional)"
                  description="A short clip everyone can watch before unlocking."
                  rule={ruleFor('teaser', settings)}
                  items={teaser ? [teaser] : []}
                  max={1}
                  compact
                  onAdd={(files) => uploads.add('teaser', 'teaser', files, teaser ? [teaser] : [])}
                  onRemove={(item) => uploads.remove(item.key)}
                  onRetry={uploads.retry}
                  error={errors.root?.teaser?.message}
                  testId="upload-teaser"
                />
              ) : null}
            </SimpleGrid>
          ) : null}

          <PollBuilder
            control={control}
            register={register}
            errors={errors}
            options={options}
            pollEnabled={pollEnabled}
            minDate={minDate}
          />

          <Section title="Who sees it">
            <Controller
              control={control}
              name="isSale"
              render={({ field }) => (
                <Switch
                  label="Pay-per-view"
                  description="Fans pay a price in tokens to unlock the media. Otherwise your subscribers see it."
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                  name={field.name}
                  ref={field.ref}
                  data-testid="ppv-switch"
                />
              )}
            />
            {isSale ? (
              <Controller
                control={control}
                name="price"
                render={({ field }) => (
                  <NumberInput
                    label="Price (tokens)"
                    min={1}
                    max={100000}
                    step={1}
                    decimalScale={2}
                    allowNegative={false}
                    maw={220}
                    withAsterisk
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    name={field.name}
                    ref={field.ref}
                    error={errors.price?.message}
                  />
                )}
              />
            ) : null}
          </Section>

          <Section title="When">
            <Controller
              control={control}
              name="isSchedule"
              render={({ field }) => (
                <Switch
                  label="Schedule"
                  description="Publish later: fans see the post from this time on."
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                  name={field.name}
                  ref={field.ref}
                />
              )}
            />
            {isSchedule ? (
              <TextInput
                {...register('scheduleAt')}
                type="datetime-local"
                label="Publish at"
                min={minDate}
                maw={280}
                withAsterisk
                error={errors.scheduleAt?.message}
              />
            ) : null}
            <Controller
              control={control}
              name="isPinned"
              render={({ field }) => (
                <Switch
                  label="Pin to the top of my profile"
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                  name={field.name}
                  ref={field.ref}
                />
              )}
            />
          </Section>

          <Group justify="flex-end" gap="sm" className={classes.section}>
            {busy ? (
              <Text size="sm" c="dimmed" mr="auto" role="status">
                Uploading files…
              </Text>
            ) : null}
            <Button component={Link} href={CREATOR_POSTS_PATH} variant="default" radius="xl">
              Cancel
            </Button>
            <Button type="submit" radius="xl" loading={isSubmitting} disabled={busy} data-testid="post-submit">
              {editing ? 'Save changes' : isSchedule ? 'Schedule' : 'Publish'}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
