'use client';

import { useTranslations } from 'next-intl';
import { StatusNotice } from './status-notice';

/** "Page not found" inside whatever layout the request got. */
export function NotFoundView() {
  const t = useTranslations('layout.notFound');
  return <StatusNotice kind="notFound" description={t('description')} action={{ href: '/', label: t('back') }} />;
}
