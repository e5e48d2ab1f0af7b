'use client';

import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { DOCUMENT_RULE } from '@/features/media/file-checks';
import { MediaUpload } from '@/features/media/media-upload';
import { userPatched } from '@/features/user/user.slice';
import type { CurrentUser } from '@/features/user/user.types';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';

/** The two documents; their label and help are `account.documents.<key>.label` and `.description`. */
const SLOTS = [
  { slot: 'idVerificationId', key: 'idVerification' },
  { slot: 'documentVerificationId', key: 'documentVerification' },
] as const;

/** The review status and the two identity documents; replacing one starts a new review. */
export function CreatorDocuments({ user }: { user: CurrentUser }) {
  const t = useTranslations('account.documents');
  const dispatch = useAppDispatch();
  const verified = useAppSelector((state) => state.user.current.verifiedDocument);
  return (
    <Stack gap="lg">
      <Group gap="sm">
        <Text fw={600}>{t('status')}</Text>
        {verified ? (
          <Badge color="teal" variant="light" radius="xl" data-testid="documents-status">
            {t('verified')}
          </Badge>
        ) : (
          <Badge color="yellow" variant="light" radius="xl" data-testid="documents-status">
            {t('underReview')}
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {t('privacy')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        {SLOTS.map((doc) => {
          const current = user[doc.key];
          const label = t(`${doc.key}.label`);
          return (
            <MediaUpload
              key={doc.slot}
              label={label}
              description={t(`${doc.key}.description`)}
              endpoint={`/performers/documents/upload/${doc.slot}`}
              field="file"
              rule={{ ...DOCUMENT_RULE, label }}
              shape="document"
              currentUrl={current?.url ?? null}
              currentIsImage={Boolean(current?.mimeType.startsWith('image/'))}
              onUploaded={(upload) =>
                dispatch(
                  userPatched({
                    verifiedDocument: false,
                    [doc.slot]: upload._id,
                    [doc.key]: { _id: upload._id, url: upload.url, mimeType: upload.mimeType },
                  }),
                )
              }
              testId={`document-${doc.key}`}
            />
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
