import { NamedRowLabel as NamedRowLabel_525bbefa022022c3896ccfce32974a6f } from '../../../cms/admin/row-label'
import { OutsideSchedule as OutsideSchedule_3b308313ede6d6d34257fb3e76399496 } from '../../../cms/views/schedule/outside-schedule'
import { ClosedDayLabel as ClosedDayLabel_098e26c70bdf8a4191127046f28b2e38 } from '../../../cms/views/schedule/closed-day-label'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { AppointmentsListView as AppointmentsListView_1cf45aabfbff61aa28b2547b9209b71b } from '../../../cms/views/appointments/list-view'
import { AppointmentDetailView as AppointmentDetailView_de3f002018b2141897e03a9c5a96d6ca } from '../../../cms/views/appointments/detail-view'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/cms/admin/row-label#NamedRowLabel": NamedRowLabel_525bbefa022022c3896ccfce32974a6f,
  "/cms/views/schedule/outside-schedule#OutsideSchedule": OutsideSchedule_3b308313ede6d6d34257fb3e76399496,
  "/cms/views/schedule/closed-day-label#ClosedDayLabel": ClosedDayLabel_098e26c70bdf8a4191127046f28b2e38,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/cms/views/appointments/list-view#AppointmentsListView": AppointmentsListView_1cf45aabfbff61aa28b2547b9209b71b,
  "/cms/views/appointments/detail-view#AppointmentDetailView": AppointmentDetailView_de3f002018b2141897e03a9c5a96d6ca,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
