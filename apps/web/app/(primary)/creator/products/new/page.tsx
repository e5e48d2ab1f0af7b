import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { guardPage } from '@/features/auth/page-guard.server';
import { ProductEditor } from '@/features/products/product-editor';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('app.titles'))('newProduct') };
}

export default async function NewProductPage() {
  await guardPage({ authenticate: true, onlyPerformer: true });
  return <ProductEditor />;
}
