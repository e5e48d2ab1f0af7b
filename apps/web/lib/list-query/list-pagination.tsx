import { Group, Pagination } from '@mantine/core';
import { useTranslations } from 'next-intl';

/** The page links under a paged list; nothing when everything fits on one page. */
export function ListPagination({
  pages,
  page,
  onPage,
}: {
  pages: number;
  page: number;
  onPage: (page: number) => void;
}) {
  const t = useTranslations('common');
  if (pages <= 1) return null;
  return (
    <Group justify="center">
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onPage}
        radius="xl"
        getControlProps={(control) => ({ 'aria-label': t(`pageControls.${control}`) })}
      />
    </Group>
  );
}
