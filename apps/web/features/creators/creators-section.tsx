'use client';

import { Button, Container, EmptyState, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import Link from '@/lib/ui/link';
import { CREATORS_PATH, REGISTER_CREATOR_PATH } from '@/lib/routes';
import { StarIcon } from '@/features/layout/icons';
import { CreatorCard } from './creator-card';
import type { CreatorSummary } from './creator.types';

/** A random selection of creators, or an empty state when there are none (or the call failed). */
export function CreatorsSection({ creators }: { creators: CreatorSummary[] }) {
  const t = useTranslations('landing');
  return (
    <Container size="lg" component="section" py={{ base: 32, sm: 56 }} aria-labelledby="creators-title">
      <Group justify="space-between" align="flex-end" mb="lg">
        <div>
          <Title id="creators-title" order={2}>
            {t('meetCreators')}
          </Title>
          <Text c="dimmed" mt={4}>
            {t('fewPeople')}
          </Text>
        </div>
        {creators.length > 0 ? (
          <Button component={Link} href={CREATORS_PATH} variant="light" radius="xl" data-testid="all-creators">
            {t('seeAll')}
          </Button>
        ) : null}
      </Group>
      {creators.length > 0 ? (
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3, lg: 4 }} spacing="lg">
          {creators.map((creator, index) => (
            <CreatorCard key={creator._id} creator={creator} priority={index === 0} />
          ))}
        </SimpleGrid>
      ) : (
        <EmptyState
          data-testid="creators-empty"
          variant="light"
          icon={<StarIcon size={28} />}
          title={t('noCreators')}
          description={t('noCreatorsHint')}
          py={48}
        >
          <EmptyState.Actions>
            <Button component={Link} href={REGISTER_CREATOR_PATH} radius="xl" variant="light">
              {t('becomeCreator')}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      )}
    </Container>
  );
}
