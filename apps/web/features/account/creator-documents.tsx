'use client';

import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { DOCUMENT_RULE } from '@/features/media/file-checks';
import { MediaUpload } from '@/features/media/media-upload';
import { userPatched } from '@/features/user/user.slice';
import type { CurrentUser } from '@/features/user/user.types';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { IDENTITY_DOCUMENTS, documentSlot } from './identity-documents';

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
        {IDENTITY_DOCUMENTS.map((name) => {
          const current = user[name];
          const slot = documentSlot(name);
          const label = t(`${name}.label`);
          return (
            <MediaUpload
              key={slot}
              label={label}
              description={t(`${name}.description`)}
              endpoint={`/performers/documents/upload/${slot}`}
              field="file"
              rule={{ ...DOCUMENT_RULE, label }}
              shape="document"
              currentUrl={current?.url ?? null}
              currentIsImage={Boolean(current?.mimeType.startsWith('image/'))}
              onUploaded={(upload) =>
                dispatch(
                  userPatched({
                    verifiedDocument: false,
                    [slot]: upload._id,
                    [name]: { _id: upload._id, url: upload.url, mimeType: upload.mimeType },
                  }),
                )
              }
              testId={`document-${name}`}
            />
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
