'use client';

import { Button, Group, Stack, Text } from '@mantine/core';
import type { Feed } from '@fanlane/shared';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { CheckIcon, PollIcon } from '@/features/layout/icons';
import { LOGIN_PATH } from '@/lib/routes';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';
import { fullDate, pollOf, timeLeft } from './feed-view';
import { voteInPoll } from './feeds.thunks';
import classes from './feed-card.module.css';

/**
 * A vote in a post's poll: `vote` sends the chosen option (a visitor is asked to sign in first) and
 * `voting` is the option on its way (null when none), its failure said in a toast.
 */
function usePollVote(feedId: string, signedIn: boolean) {
  const t = useTranslations('feeds.poll');
  const dispatch = useAppDispatch();
  const router = useRouter();
  const [voting, setVoting] = useState<string | null>(null);
  const vote = async (pollId: string) => {
    if (!signedIn) {
      toast.info(t('signInToVote'));
      router.push(LOGIN_PATH);
      return;
    }
    setVoting(pollId);
    const result = await dispatch(voteInPoll(feedId, pollId));
    setVoting(null);
    if (!result.ok) toast.error(result.message);
  };
  return { voting, vote };
}

/**
 * The poll of a post: one button per option until the viewer votes; then, or once the poll has
 * closed, each option's share of the votes (one vote per viewer and post, contract 3.7).
 */
export function FeedPoll({ feed, isOwner }: { feed: Feed; isOwner: boolean }) {
  const t = useTranslations('feeds.poll');
  const locale = useLocale();
  const signedIn = useAppSelector((state) => state.auth.loggedIn);
  const { voting, vote } = usePollVote(feed._id, signedIn);
  const poll = pollOf(feed, { isOwner, signedIn });
  if (!poll) return null;

  const left = !poll.closed && poll.expiresAt ? timeLeft(poll.expiresAt) : null;
  const status = poll.closed
    ? poll.expiresAt
      ? t('closedOn', { date: fullDate(poll.expiresAt, locale) })
      : t('closed')
    : poll.expiresAt
      ? left
        ? t(`closesIn.${left.unit}`, { count: left.count })
        : t('closed')
      : null;
  const votes = t('votes', { count: poll.totalVotes });

  return (
    <Stack gap="xs" component="section" aria-label={t('poll')} data-testid="feed-poll">
      <Group gap={8} wrap="nowrap" align="flex-start">
        <PollIcon size={18} style={{ flexShrink: 0, marginTop: 2 }} />
        <Text fw={600}>{poll.question || t('poll')}</Text>
      </Group>
      {poll.showResults ? (
        <Stack gap={6} role="list" aria-label={t('results')}>
          {poll.options.map((option) => (
            <div
              key={option._id}
              role="listitem"
              className={classes.pollOption}
              data-chosen={option.chosen || undefined}
              data-testid="poll-result"
              aria-label={
                option.chosen
                  ? t('resultChosen', { option: option.description, percent: option.percent })
                  : t('result', { option: option.description, percent: option.percent })
              }
            >
              <div className={classes.pollBar} style={{ width: `${option.percent}%` }} aria-hidden="true" />
              <Group className={classes.pollLabel} justify="space-between" wrap="nowrap" gap="sm" aria-hidden="true">
                <Group gap={6} wrap="nowrap" miw={0}>
                  <Text size="sm" fw={option.chosen ? 700 : 500} truncate>
                    {option.description}
                  </Text>
                  {option.chosen ? <CheckIcon size={14} /> : null}
                </Group>
                <Text size="sm" fw={700}>
                  {option.percent}%
                </Text>
              </Group>
            </div>
          ))}
        </Stack>
      ) : (
        <Stack gap={6} role="group" aria-label={t('options')}>
          {poll.options.map((option) => (
            <Button
              key={option._id}
              variant="default"
              radius="xl"
              fullWidth
              justify="flex-start"
              onClick={() => vote(option._id)}
              loading={voting === option._id}
              disabled={voting !== null && voting !== option._id}
              data-testid="poll-option"
            >
              {option.description}
            </Button>
          ))}
        </Stack>
      )}
      <Text size="xs" c="dimmed" suppressHydrationWarning>
        {votes}
        {status ? ` · ${status}` : ''}
      </Text>
    </Stack>
  );
}
