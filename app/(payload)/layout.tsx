import config from '@payload-config';
import '@payloadcms/next/css';
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts';
import type { ServerFunctionClient } from 'payload';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { isMalformedCallError, refuseUnrunnableCall } from '@/cms/server-functions';
import { importMap } from './admin/importMap';
import './custom.css';

/** The back office's own root layout (its <html>), beside app/[locale] and never under it. */
const serverFunction: ServerFunctionClient = async function (args) {
  'use server';
  await refuseUnrunnableCall(args);
  try {
    return await handleServerFunctions({ ...args, config, importMap });
  } catch (error) {
    if (!isMalformedCallError(error)) throw error;
    console.warn(`[admin] the server function ${args.name} could not run with the args it was sent`, error);
    notFound();
  }
};

export default function PayloadLayout({ children }: { children: ReactNode }) {
  return (
    <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
      {children}
    </RootLayout>
  );
}
