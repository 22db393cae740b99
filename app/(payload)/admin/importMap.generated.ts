import { NamedRowLabel as NamedRowLabel_525bbefa022022c3896ccfce32974a6f } from '../../../cms/admin/row-label'
import { StudioNav as StudioNav_a9892904c1a8055132202b8a9f9f4123 } from '../../../cms/views/inbox/nav'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { StudioDashboard as StudioDashboard_944085329a7d4de0102a3279a3d28904 } from '../../../cms/views/inbox/dashboard'
import { LeadsView as LeadsView_90bdd40cbe47d67d674fd5112f68ba26 } from '../../../cms/views/inbox/leads'
import { MessagesView as MessagesView_5391bba855b528aff153474aca1ed53d } from '../../../cms/views/inbox/messages'
import { OutboxView as OutboxView_bb1c508be63ba8b2369b2f89d9223c8e } from '../../../cms/views/inbox/outbox'
import { PersonalDataView as PersonalDataView_e644d6de83dffcbcdbf136e2e792aa58 } from '../../../cms/views/inbox/personal-data'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/cms/admin/row-label#NamedRowLabel": NamedRowLabel_525bbefa022022c3896ccfce32974a6f,
  "/cms/views/inbox/nav#StudioNav": StudioNav_a9892904c1a8055132202b8a9f9f4123,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/cms/views/inbox/dashboard#StudioDashboard": StudioDashboard_944085329a7d4de0102a3279a3d28904,
  "/cms/views/inbox/leads#LeadsView": LeadsView_90bdd40cbe47d67d674fd5112f68ba26,
  "/cms/views/inbox/messages#MessagesView": MessagesView_5391bba855b528aff153474aca1ed53d,
  "/cms/views/inbox/outbox#OutboxView": OutboxView_bb1c508be63ba8b2369b2f89d9223c8e,
  "/cms/views/inbox/personal-data#PersonalDataView": PersonalDataView_e644d6de83dffcbcdbf136e2e792aa58,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
