'use client';

import { Group, Select, Stack, TextInput } from '@mantine/core';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useTranslations } from 'next-intl';
// The table's styles load with the console's tables, not on every page.
import 'mantine-datatable/styles.layer.css';
import type { ListApiParams, ListDefaults } from '@/lib/list-query/list-query';
import { useListQuery, type ListQuery } from '@/lib/list-query/use-list-query';
import { CsvExportButton } from './csv-export-button';

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** A filter above an admin table: free text (applied on Enter or leaving the field), a date, or a choice. */
export interface AdminFilter {
  key: string;
  label: string;
  kind?: 'text' | 'date' | 'select';
  data?: { value: string; label: string }[];
  width?: number;
  testId?: string;
}

/** A list's CSV export: see CsvExportButton. */
export interface CsvExport {
  path: string;
  filename: string;
  filters: readonly string[];
  fixed?: Record<string, string>;
  testId: string;
}

/** The list parameters with `toDate` read as the end of that day (the date filter gives its start). */
export const untilEndOfDay = (params: ListApiParams) => ({
  ...params,
  toDate: typeof params.toDate === 'string' && params.toDate ? `${params.toDate}T23:59:59.999Z` : undefined,
});

/** What an RTK Query list hook answers (only what the table reads). */
export interface AdminRows<T> {
  data?: { data: T[]; total: number };
  isFetching: boolean;
}

export interface AdminTableProps<T> {
  /** Page size and default sort; the page, sort and filters themselves live in the address. */
  defaults?: ListDefaults;
  /** The list query hook, called with the address' list parameters (limit, offset, sort, filters). */
  useRows: (params: ListApiParams) => AdminRows<T>;
  columns: DataTableColumn<T>[];
  filters?: AdminFilter[];
  /** An "Export CSV" button on the filter row: the list's export route, the file's name, the filters it passes on. */
  exportCsv?: CsvExport;
  idAccessor?: string;
  noRecordsText: string;
  onRowClick?: (record: T) => void;
  testId?: string;
}

function FilterInput({ filter, list }: { filter: AdminFilter; list: ListQuery }) {
  const value = text(list.filters[filter.key]);
  const testId = filter.testId ?? `filter-${filter.key}`;
  if (filter.kind === 'select') {
    return (
      <Select
        label={filter.label}
        clearable
        value={value || null}
        onChange={(v) => list.setFilters({ [filter.key]: v ?? '' })}
        data={filter.data ?? []}
        w={filter.width ?? 160}
        data-testid={testId}
      />
    );
  }
  const apply = (next: string) => next !== value && list.setFilters({ [filter.key]: next });
  return (
    <TextInput
      key={value}
      label={filter.label}
      type={filter.kind === 'date' ? 'date' : 'text'}
      defaultValue={value}
      onBlur={(e) => apply(e.currentTarget.value)}
      onKeyDown={(e) => e.key === 'Enter' && apply(e.currentTarget.value)}
      w={filter.width}
      data-testid={testId}
    />
  );
}

/**
 * Every table of the console: mantine-datatable with server-side paging and sorting, its filters on
 * one row; page number, sort and filters are kept in the address (`?current=2&sortBy=…&q=…`), so a
 * list can be shared, reloaded and walked with back and forward.
 */
export function AdminTable<T>({
  defaults,
  useRows,
  columns,
  filters = [],
  exportCsv,
  idAccessor = '_id',
  noRecordsText,
  onRowClick,
  testId,
}: AdminTableProps<T>) {
  const t = useTranslations('admin.table');
  const list = useListQuery(defaults);
  const { data, isFetching } = useRows(list.apiParams);
  return (
    <Stack gap="sm" data-testid={testId}>
      {(filters.length > 0 || exportCsv) && (
        <Group gap="sm" wrap="wrap" align="flex-end">
          {filters.map((filter) => (
            <FilterInput key={filter.key} filter={filter} list={list} />
          ))}
          {exportCsv && <CsvExportButton {...exportCsv} list={list} />}
        </Group>
      )}
      <DataTable<T>
        withTableBorder
        borderRadius="md"
        striped
        highlightOnHover={Boolean(onRowClick)}
        minHeight={200}
        fetching={isFetching}
        records={data?.data ?? []}
        idAccessor={idAccessor as never}
        totalRecords={data?.total ?? 0}
        recordsPerPage={list.pageSize}
        page={list.current}
        onPageChange={(p) => list.setPage(p)}
        sortStatus={{ columnAccessor: list.sortBy, direction: list.sort }}
        onSortStatusChange={(s) => list.setSort(String(s.columnAccessor), s.direction)}
        onRowClick={onRowClick ? ({ record }) => onRowClick(record) : undefined}
        noRecordsText={noRecordsText}
        getPaginationControlProps={(control) =>
          control === 'previous'
            ? { 'aria-label': t('previousPage') }
            : control === 'next'
              ? { 'aria-label': t('nextPage') }
              : {}
        }
        columns={columns}
      />
    </Stack>
  );
}

/** Shows a column from the given breakpoint up (phones keep the essential columns). */
export const from = (bp: 'sm' | 'md') => (theme: { breakpoints: Record<string, string> }) =>
  `(min-width: ${theme.breakpoints[bp]})`;
