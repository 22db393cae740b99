import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { normalizeLocale } from '@/lib/i18n/locales';

export async function generateMetadata({ params }: PageProps<'/[locale]/[...rest]'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: normalizeLocale(locale), namespace: 'notFound' });
  return { title: { absolute: t('metaTitle') }, robots: { index: false } };
}

// Any address under a language that is not one of ours renders the localised not-found page with status 404.
export default function UnknownPage() {
  notFound();
}
