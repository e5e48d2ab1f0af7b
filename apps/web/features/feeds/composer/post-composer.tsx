'use client';

import { Alert, Button, Center, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { FEED_MAX_PHOTOS, FEED_TEXT_MAX, POLL_OPTIONS_MAX, type Feed } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useRuleHint } from '@/features/studio/use-rule-hint';
import Link from '@/lib/ui/link';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { EditorActions, EditorForm, EditorPage } from '@/features/studio/editor-frame';
import { SaleFields, ScheduleFields } from '@/features/studio/sale-fields';
import { useSaveToList } from '@/features/studio/use-editor-save';
import { useApi } from '@/lib/api/api-context';
import { SwitchField } from '@/lib/forms/check-fields';
import { CREATOR_POSTS_PATH } from '@/lib/routes';
import { useAppSelector } from '@/lib/store/hooks';
import {
  EMPTY_COMPOSER,
  checkedBy,
  filesForType,
  mediaKindOf,
  ruleFor,
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

/** "2026-03-10T12:00": the earliest value a datetime-local input should offer (now, to the minute). */
function nowLocal(): string {
  const d = new Date(Date.now() + 60_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The optional files beside a post's media: a cover, and a clip for videos (words under `feeds.composer.<slot>`). */
const EXTRA_SLOTS = ['thumbnail', 'teaser'] as const;

/**
 * The creator's composer (new post and edit): type, text, files that upload as soon as they are
 * chosen (with progress, and polling while videos and audio are processed), an optional thumbnail
 * and teaser, a poll, pay-per-view, schedule and pin. Checked with the shared feed schema, saved as
 * contract 3.6 says (poll options first, then the post).
 */
export function PostComposer({ feed = null }: { feed?: Feed | null }) {
  const t = useTranslations('feeds.composer');
  const c = useTranslations('common');
  const ruleHintOf = useRuleHint();
  const api = useApi();
  const settings = useAppSelector((state) => state.settings);
  const uploads = useFeedUploads(useMemo(() => (feed ? uploadsFromFeed(feed) : []), [feed]));
  const { formError, setFormError, save } = useSaveToList(CREATOR_POSTS_PATH);
  const [minDate] = useState(nowLocal);
  const editing = feed !== null;

  // The files are read by the check on every submit.
  const context: ComposerContext = {
    uploads: uploads.items,
    originalScheduleAt: feed?.scheduleAt ?? null,
    say: (message) =>
      message === 'tooManyOptions' ? t('errors.tooManyOptions', { max: POLL_OPTIONS_MAX }) : t(`errors.${message}`),
  };
  const {
    control,
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting, isSubmitted },
    trigger,
  } = useForm<ComposerValues>({
    resolver: checkedBy((values) => validateComposer(values, context)),
    defaultValues: feed ? valuesFromFeed(feed) : EMPTY_COMPOSER,
  });
  const type = watch('type');
  const textLength = watch('text').length;
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
    await save(
      () => savePost(api, { feed, input: result.input, poll: result.poll }),
      editing ? t('updated') : result.input.isSchedule ? t('scheduled') : t('live'),
    );
  });

  if (feed && feed.type === 'scheduled-streaming') {
    return (
      <Center py="xl">
        <Alert color="yellow" variant="light" title={t('streamTitle')}>
          {t('streamBody')}
        </Alert>
      </Center>
    );
  }

  const mediaRule = mediaKind ? ruleFor(mediaKind, settings) : null;
  const max = type === 'photo' ? FEED_MAX_PHOTOS : 1;
  const title = editing ? t('editTitle') : t('newTitle');
  const hintText = mediaRule ? ruleHintOf(mediaRule) : '';

  return (
    <EditorPage
      maw={760}
      nav={false}
      title={title}
      aside={
        <Button component={Link} href={CREATOR_POSTS_PATH} variant="default" radius="xl">
          {c('cancel')}
        </Button>
      }
    >
      <EditorForm
        label={title}
        testId="post-composer"
        onSubmit={onSubmit}
        error={formError ?? errors.root?.form?.message}
      >
        <PostTypePicker control={control} editing={editing} />

        <Stack gap={4}>
          <Textarea
            {...register('text')}
            label={t('text')}
            placeholder={type === 'text' ? t('textPlaceholder') : t('captionPlaceholder')}
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
            kind={mediaKind}
            label={type === 'photo' ? t('photos') : type === 'video' ? t('video') : t('audio')}
            description={
              type === 'photo'
                ? t('photosHint', { max: FEED_MAX_PHOTOS, hint: hintText })
                : t('mediaHint', { hint: hintText })
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
            {EXTRA_SLOTS.filter((slot) => slot === 'thumbnail' || type === 'video').map((slot) => {
              const current = slot === 'thumbnail' ? thumbnail : teaser;
              const items = current ? [current] : [];
              return (
                <MediaSlot
                  key={slot}
                  kind={slot}
                  label={t(`${slot}.label`)}
                  description={t(`${slot}.description`)}
                  rule={ruleFor(slot, settings)}
                  items={items}
                  max={1}
                  compact
                  onAdd={(files) => uploads.add(slot, slot, files, items)}
                  onRemove={(item) => uploads.remove(item.key)}
                  onRetry={uploads.retry}
                  error={errors.root?.[slot]?.message}
                  testId={`upload-${slot}`}
                />
              );
            })}
          </SimpleGrid>
        ) : null}

        <PollBuilder control={control} register={register} errors={errors} minDate={minDate} />

        <Section title={t('whoSees')}>
          <SaleFields
            control={control}
            kind="post"
            label={t('payPerView')}
            priceSize={{ maw: 220, step: 1 }}
            data-testid="ppv-switch"
          />
        </Section>

        <Section title={t('when')}>
          <ScheduleFields control={control} kind="post" atName="scheduleAt" min={minDate} />
          <SwitchField control={control} name="isPinned" label={t('pin')} />
        </Section>

        <EditorActions
          ruled
          status={busy ? t('uploadingFiles') : null}
          cancel={CREATOR_POSTS_PATH}
          submit={editing ? t('saveChanges') : isSchedule ? t('schedule') : t('publish')}
          submitTestId="post-submit"
          loading={isSubmitting}
          disabled={busy}
        />
      </EditorForm>
    </EditorPage>
  );
}
