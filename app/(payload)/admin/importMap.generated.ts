import { NamedRowLabel as NamedRowLabel_525bbefa022022c3896ccfce32974a6f } from '../../../cms/admin/row-label'
import { OutsideSchedule as OutsideSchedule_3b308313ede6d6d34257fb3e76399496 } from '../../../cms/views/schedule/outside-schedule'
import { ClosedDayLabel as ClosedDayLabel_098e26c70bdf8a4191127046f28b2e38 } from '../../../cms/views/schedule/closed-day-label'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/cms/admin/row-label#NamedRowLabel": NamedRowLabel_525bbefa022022c3896ccfce32974a6f,
  "/cms/views/schedule/outside-schedule#OutsideSchedule": OutsideSchedule_3b308313ede6d6d34257fb3e76399496,
  "/cms/views/schedule/closed-day-label#ClosedDayLabel": ClosedDayLabel_098e26c70bdf8a4191127046f28b2e38,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
