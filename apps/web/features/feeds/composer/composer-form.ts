import {
  FEED_MAX_PHOTOS,
  FEED_MESSAGES,
  POLL_OPTIONS_MAX,
  feedInputSchema,
  pollInputSchema,
  type Feed,
  type FeedInput,
  type FeedUploadKind,
  type PublicSettings,
} from '@fanlane/shared';
import type { FieldErrors, FieldValues, Resolver, ResolverResult } from 'react-hook-form';
import { formatBytes, type FileRule } from '@/features/media/file-checks';
import { uploadFromFile, type UploadItem } from './uploads.slice';

/** The kinds of post the composer writes (scheduled streams come with live streaming). */
export const COMPOSER_TYPES = ['text', 'photo', 'video', 'audio'] as const;
export type ComposerType = (typeof COMPOSER_TYPES)[number];

export const isComposerType = (value: unknown): value is ComposerType =>
  typeof value === 'string' && (COMPOSER_TYPES as readonly string[]).includes(value);

export const POLL_OPTIONS_MIN = 2;

/** What the form holds; files live beside it in the uploads state. Dates are datetime-local text. */
export interface ComposerValues {
  type: ComposerType;
  text: string;
  pollEnabled: boolean;
  pollQuestion: string;
  pollOptions: { value: string }[];
  pollExpiredAt: string;
  isSale: boolean;
  price: number | string;
  isSchedule: boolean;
  scheduleAt: string;
  isPinned: boolean;
}

export const EMPTY_COMPOSER: ComposerValues = {
  type: 'text',
  text: '',
  pollEnabled: false,
  pollQuestion: '',
  pollOptions: [{ value: '' }, { value: '' }],
  pollExpiredAt: '',
  isSale: false,
  price: '',
  isSchedule: false,
  scheduleAt: '',
  isPinned: false,
};

/**
 * The composer's own messages, as keys of `feeds.composer.errors`: the check hands each to the
 * context's `say` (the composer translates them; without it the key itself is the message). The
 * shared schema's messages stay the contract's English.
 */
export const COMPOSER_MESSAGES = {
  uploading: 'uploading',
  failedUploads: 'failedUploads',
  pollQuestion: 'pollQuestion',
  pollClosesInPast: 'pollClosesInPast',
  scheduleNeeded: 'scheduleNeeded',
  tooManyOptions: 'tooManyOptions',
  writeOption: 'writeOption',
} as const;
export type ComposerMessage = keyof typeof COMPOSER_MESSAGES;

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as the value of a datetime-local input, in the browser's time zone. */
export function localDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (local time) as an ISO instant; null when empty or invalid. */
export function isoFromLocal(local: string): string | null {
  if (!local) return null;
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** The upload endpoint kind of a post's media. */
export const mediaKindOf = (type: ComposerType): FeedUploadKind | null => (type === 'text' ? null : type);

/** The size and type rule of each upload kind, with the limits from the public settings. */
export function ruleFor(
  kind: FeedUploadKind,
  settings: Pick<PublicSettings, 'maxImageUploadMb' | 'maxVideoUploadMb' | 'maxAudioUploadMb'>,
): FileRule {
  const mb = 1024 * 1024;
  switch (kind) {
    case 'photo':
      return { maxBytes: settings.maxImageUploadMb * mb, accept: ['image/*'], label: 'Photo' };
    case 'thumbnail':
      return { maxBytes: settings.maxImageUploadMb * mb, accept: ['image/*'], label: 'Thumbnail' };
    case 'video':
      return { maxBytes: settings.maxVideoUploadMb * mb, accept: ['video/*'], label: 'Video' };
    case 'teaser':
      return { maxBytes: settings.maxVideoUploadMb * mb, accept: ['video/*'], label: 'Teaser' };
    case 'audio':
      return { maxBytes: settings.maxAudioUploadMb * mb, accept: ['audio/*'], label: 'Audio' };
  }
}

/** What a rule takes and its size limit, read by `useRuleHint` (`studio.ruleHint.<kind>`: "Images up to 20 MB"). */
export function ruleHint(rule: FileRule): { kind: 'image' | 'video' | 'audio' | 'file'; size: string } {
  const accepted = rule.accept[0]?.replace('/*', '');
  const kind = accepted === 'image' || accepted === 'video' || accepted === 'audio' ? accepted : 'file';
  return { kind, size: formatBytes(rule.maxBytes) };
}

/** The files of the post's current type in each slot (other types' files stay, unsent). */
export function filesForType(uploads: readonly UploadItem[], type: ComposerType) {
  const kind = mediaKindOf(type);
  return {
    media: kind ? uploads.filter((u) => u.slot === 'media' && u.kind === kind) : [],
    thumbnail: type === 'text' ? null : (uploads.find((u) => u.slot === 'thumbnail') ?? null),
    teaser: type === 'video' ? (uploads.find((u) => u.slot === 'teaser') ?? null) : null,
  };
}

export interface ComposerPoll {
  question: string;
  options: string[];
  expiredAt: string | null;
}

export interface ComposerContext {
  uploads: readonly UploadItem[];
  now?: number;
  /** When editing: the schedule the post already has, which may lie in the past by now. */
  originalScheduleAt?: string | null;
  /** The text of one of the composer's own messages (default: its key). */
  say?: (message: ComposerMessage) => string;
}

export type ComposerResult =
  | { ok: true; input: Omit<FeedInput, 'pollIds'>; poll: ComposerPoll | null }
  | { ok: false; errors: Record<string, string> };

/** Error paths of the shared schema's issues, as the form's fields. */
const ISSUE_FIELDS: Record<string, string> = {
  text: 'text',
  price: 'price',
  pollIds: 'pollOptions.root',
  pollDescription: 'pollQuestion',
  pollExpiredAt: 'pollExpiredAt',
  fileIds: 'root.media',
  scheduleAt: 'scheduleAt',
};

/**
 * Checks the form and the files together and builds the body of `POST /performer/feeds`. The
 * shared feedInputSchema gives the messages it knows (text, price, poll options...); the rest are
 * the composer's own: files still uploading, a photo post without photos, past dates.
 */
export function validateComposer(values: ComposerValues, context: ComposerContext): ComposerResult {
  const errors: Record<string, string> = {};
  const now = context.now ?? Date.now();
  const say = context.say ?? ((message: ComposerMessage) => COMPOSER_MESSAGES[message]);
  const set = (path: string, message: string) => {
    errors[path] ??= message;
  };
  const { media, thumbnail, teaser } = filesForType(context.uploads, values.type);

  // Files: all up, none failed, the right number for the type.
  for (const [slot, items] of [
    ['media', media],
    ['thumbnail', thumbnail ? [thumbnail] : []],
    ['teaser', teaser ? [teaser] : []],
  ] as const) {
    if (items.some((i) => i.phase === 'uploading')) set(`root.${slot}`, say('uploading'));
    else if (items.some((i) => i.phase === 'error')) set(`root.${slot}`, say('failedUploads'));
  }
  if (values.type === 'photo') {
    if (media.length === 0) set('root.media', FEED_MESSAGES.needsFiles);
    if (media.length > FEED_MAX_PHOTOS) set('root.media', FEED_MESSAGES.tooManyPhotos);
  } else if (values.type === 'video' || values.type === 'audio') {
    if (media.length === 0) set('root.media', FEED_MESSAGES.needsFiles);
    if (media.length > 1) set('root.media', FEED_MESSAGES.oneMediaFile);
  }

  // Poll: a question, 2 to 10 written options, a closing time in the future.
  let poll: ComposerPoll | null = null;
  if (values.pollEnabled) {
    const question = values.pollQuestion.trim();
    if (!question) set('pollQuestion', say('pollQuestion'));
    values.pollOptions.forEach((option, index) => {
      const checked = pollInputSchema.shape.description.safeParse(option.value);
      if (!checked.success) set(`pollOptions.${index}.value`, checked.error.issues[0]?.message ?? say('writeOption'));
    });
    if (values.pollOptions.length > POLL_OPTIONS_MAX) set('pollOptions.root', say('tooManyOptions'));
    const expiredAt = isoFromLocal(values.pollExpiredAt);
    if (expiredAt && new Date(expiredAt).getTime() <= now) set('pollExpiredAt', say('pollClosesInPast'));
    poll = { question, options: values.pollOptions.map((o) => o.value.trim()), expiredAt };
  }

  // Schedule: a time, in the future unless it is the one the post already had.
  const scheduleAt = values.isSchedule ? isoFromLocal(values.scheduleAt) : null;
  if (values.isSchedule && !scheduleAt) set('scheduleAt', say('scheduleNeeded'));
  if (scheduleAt && new Date(scheduleAt).getTime() <= now) {
    const unchanged =
      context.originalScheduleAt && new Date(context.originalScheduleAt).getTime() === new Date(scheduleAt).getTime();
    if (!unchanged) set('scheduleAt', FEED_MESSAGES.scheduleInPast);
  }

  const price = values.isSale ? Number(values.price === '' ? 0 : values.price) : 0;
  const input: Omit<FeedInput, 'pollIds'> = {
    type: values.type,
    text: values.text,
    fileIds: media.map((m) => m.fileId).filter((id): id is string => Boolean(id)),
    thumbnailId: thumbnail?.fileId ?? null,
    teaserId: teaser?.fileId ?? null,
    pollDescription: poll ? poll.question : '',
    pollExpiredAt: poll ? poll.expiredAt : null,
    isSale: values.isSale,
    price: Number.isFinite(price) ? price : 0,
    isSchedule: values.isSchedule,
    scheduleAt,
    isPinned: values.isPinned,
  };
  // Stand-in poll ids let the shared schema check the option count.
  const checked = feedInputSchema.safeParse({
    ...input,
    pollIds: poll ? poll.options.map((_, i) => `option-${i}`) : [],
  });
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const field = ISSUE_FIELDS[String(issue.path[0])] ?? 'root.form';
      set(field, issue.message);
    }
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const { pollIds: _pollIds, ...parsed } = checked.success ? checked.data : { pollIds: [] };
  return { ok: true, input: { ...input, ...parsed, text: values.text.trim() }, poll };
}

/** "a.b.c" error paths as react-hook-form's nested errors. */
export function nestErrors<V extends FieldValues = ComposerValues>(flat: Record<string, string>): FieldErrors<V> {
  const out: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(flat)) {
    const parts = path.split('.');
    let node = out;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = { type: 'validation', message };
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return out as FieldErrors<V>;
}

/** What a form's own check answers: fine, or messages by field path. */
export type CheckResult = { ok: true } | { ok: false; errors: Record<string, string> };

/** A resolver's answer from a check: the values, or the check's messages on their fields. */
export function resolved<V extends FieldValues>(values: V, result: CheckResult): ResolverResult<V> {
  return result.ok ? { values, errors: {} } : { values: {}, errors: nestErrors<V>(result.errors) };
}

/** A resolver from a check of the values (made on each render, the check may read the editor's state). */
export const checkedBy =
  <V extends FieldValues>(check: (values: V) => CheckResult): Resolver<V> =>
  (values) =>
    resolved(values, check(values));

/** The form's resolver: the files come in through useForm's `context`. */
export const composerResolver: Resolver<ComposerValues, ComposerContext> = (values, context) =>
  resolved(values, validateComposer(values, context ?? { uploads: [] }));

/** The form's values for an existing post. */
export function valuesFromFeed(feed: Feed): ComposerValues {
  const options = feed.polls.map((p) => ({ value: p.description }));
  return {
    type: isComposerType(feed.type) ? feed.type : 'text',
    text: feed.text,
    pollEnabled: feed.polls.length > 0,
    pollQuestion: feed.pollDescription,
    pollOptions: options.length >= POLL_OPTIONS_MIN ? options : EMPTY_COMPOSER.pollOptions,
    pollExpiredAt: localDateTime(feed.pollExpiredAt),
    isSale: feed.isSale,
    price: feed.isSale ? feed.price : '',
    isSchedule: feed.isSchedule,
    scheduleAt: localDateTime(feed.scheduleAt),
    isPinned: feed.isPinned,
  };
}

/** The files of an existing post, as ready (or still processing) uploads. */
export function uploadsFromFeed(feed: Feed): UploadItem[] {
  const items: UploadItem[] = [];
  for (const file of feed.files) {
    const kind: FeedUploadKind = file.type === 'feed-video' ? 'video' : file.type === 'feed-audio' ? 'audio' : 'photo';
    items.push(uploadFromFile(file, 'media', kind));
  }
  if (feed.thumbnail) items.push(uploadFromFile(feed.thumbnail, 'thumbnail', 'thumbnail'));
  if (feed.teaser) items.push(uploadFromFile(feed.teaser, 'teaser', 'teaser'));
  return items;
}

/** Whether the poll in the form is the one the post has (then its option ids are kept). */
export function samePoll(poll: ComposerPoll, feed: Pick<Feed, 'polls' | 'pollDescription' | 'pollExpiredAt'>): boolean {
  if (feed.polls.length !== poll.options.length) return false;
  if (feed.pollDescription.trim() !== poll.question) return false;
  const before = feed.pollExpiredAt ? new Date(feed.pollExpiredAt).getTime() : null;
  const after = poll.expiredAt ? new Date(poll.expiredAt).getTime() : null;
  // datetime-local has minute precision.
  if (before !== after && (before === null || after === null || Math.abs(before - after) >= 60_000)) return false;
  return feed.polls.every((p, i) => p.description === poll.options[i]);
}
