'use client';

import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { DOCUMENT_RULE } from '@/features/media/file-checks';
import { MediaUpload } from '@/features/media/media-upload';
import { userPatched } from '@/features/user/user.slice';
import type { CurrentUser } from '@/features/user/user.types';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';

const SLOTS = [
  {
    slot: 'idVerificationId',
    key: 'idVerification',
    label: 'ID document',
    description: 'Passport, ID card or driving licence.',
  },
  {
    slot: 'documentVerificationId',
    key: 'documentVerification',
    label: 'Photo with your ID',
    description: 'A photo of you holding the same document.',
  },
] as const;

/** The review status and the two identity documents; replacing one starts a new review. */
export function CreatorDocuments({ user }: { user: CurrentUser }) {
  const dispatch = useAppDispatch();
  const verified = useAppSelector((state) => state.user.current.verifiedDocument);
  return (
    <Stack gap="lg">
      <Group gap="sm">
        <Text fw={600}>Status</Text>
        {verified ? (
          <Badge color="teal" variant="light" radius="xl" data-testid="documents-status">
            Verified
          </Badge>
        ) : (
          <Badge color="yellow" variant="light" radius="xl" data-testid="documents-status">
            Under review
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        Only you and the site&apos;s operators can see these files. Uploading a new one sends your account back to
        review.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        {SLOTS.map((doc) => {
          const current = user[doc.key];
          return (
            <MediaUpload
              key={doc.slot}
              label={doc.label}
              description={doc.description}
              endpoint={`/performers/documents/upload/${doc.slot}`}
              field="file"
              rule={{ ...DOCUMENT_RULE, label: doc.label }}
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
