'use client';

import { Alert, Button, Card, Code, Group, List, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { messageOf } from '@/lib/api/error';
import { useFormat } from '@/lib/i18n/use-format';
import { toast } from '@/lib/toast';
import { useReconcileMutation } from './money.api';

/** Runs the ledger's reconcile on demand and shows its result, with every difference it found. */
export function ReconcileCard() {
  const t = useTranslations('admin.money.reconcile');
  const f = useFormat();
  const [run, { data: report, isLoading }] = useReconcileMutation();
  const start = () =>
    run()
      .unwrap()
      .catch((error: unknown) => toast.error(messageOf(error)));
  return (
    <Card withBorder radius="md" padding="lg" data-testid="reconcile">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600}>{t('title')}</Text>
          <Button onClick={start} loading={isLoading} data-testid="reconcile-run">
            {report ? t('again') : t('run')}
          </Button>
        </Group>
        {report && (
          <Alert
            color={report.ok ? 'teal' : 'red'}
            title={report.ok ? t('ok') : t('failed')}
            data-testid="reconcile-result"
          >
            <Stack gap={4}>
              <Text size="sm">
                {t('summary', { accounts: report.accounts, entries: report.entries, at: f.dateTime(report.checkedAt) })}
              </Text>
              <Text size="sm">{t('sum', { sum: report.ledgerSum })}</Text>
              <Text size="sm">
                {t('clearing', { open: report.payoutClearing.openRequests, balance: report.payoutClearing.balance })}
              </Text>
              {report.mismatchedAccounts.length > 0 && (
                <List size="sm">
                  {report.mismatchedAccounts.map((a) => (
                    <List.Item key={a.id}>
                      {t('mismatch', { balance: a.balance, entries: a.entries })} <Code>{a.id}</Code>
                    </List.Item>
                  ))}
                </List>
              )}
              {report.unbalancedTransactions.length > 0 && (
                <Text size="sm">{t('unbalanced', { ids: report.unbalancedTransactions.join(', ') })}</Text>
              )}
              {report.negativeAccounts.length > 0 && (
                <Text size="sm">{t('negative', { ids: report.negativeAccounts.join(', ') })}</Text>
              )}
            </Stack>
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
