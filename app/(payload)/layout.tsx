import config from '@payload-config';
import '@payloadcms/next/css';
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts';
import type { ServerFunctionClient } from 'payload';
import type { ReactNode } from 'react';
import { refuseUnrunnableCall } from '@/cms/server-functions';
import { importMap } from './admin/importMap';
import './custom.css';

/** The back office's own root layout (its <html>), beside app/[locale] and never under it. */
const serverFunction: ServerFunctionClient = async function (args) {
  'use server';
  await refuseUnrunnableCall(args);
  return handleServerFunctions({ ...args, config, importMap });
};

export default function PayloadLayout({ children }: { children: ReactNode }) {
  return (
    <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
      {children}
    </RootLayout>
  );
}
