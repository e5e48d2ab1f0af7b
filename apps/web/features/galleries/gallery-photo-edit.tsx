'use client';

import { Alert, Button, Group, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import type { Photo } from '@fanlane/shared';
import { useEffect, useState } from 'react';
import { useApi } from '@/lib/api/api-context';
import { messageOf } from '@/lib/api/error';

export function PhotoEditModal({
  photo,
  onClose,
  onSaved,
}: {
  photo: Photo | null;
  onClose: () => void;
  onSaved: (photo: Photo) => void;
}) {
  const api = useApi();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!photo) return;
    setTitle(photo.title);
    setDescription(photo.description);
    setError(null);
  }, [photo]);

  const save = async () => {
    if (!photo) return;
    setBusy(true);
    try {
      const saved = await api.put<Photo>(`/performer/performer-assets/photos/${encodeURIComponent(photo._id)}`, {
        title: title.trim(),
        description: description.trim(),
      });
      onSaved(saved);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={photo !== null} onClose={onClose} title="Edit photo" centered radius="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        noValidate
        data-testid="photo-form"
      >
        <Stack gap="md">
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          ) : null}
          <TextInput
            label="Title"
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            maxLength={200}
            data-autofocus
          />
          <Textarea
            label="Description"
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
            autosize
            minRows={2}
            maxRows={5}
            maxLength={2000}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" radius="xl" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" radius="xl" loading={busy}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
