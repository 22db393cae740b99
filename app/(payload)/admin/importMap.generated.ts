import { ArchivePicture as ArchivePicture_30ff1ec7d0c9bbfc140d896ce695a210 } from '../../../cms/admin/archive-picture'
import { YesNoCell as YesNoCell_621aeb08cad8963dbe2e120475538eab } from '../../../cms/admin/list-cells'
import { OverviewComponent as OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaTitleComponent as MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaDescriptionComponent as MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaImageComponent as MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { PreviewComponent as PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { NamedRowLabel as NamedRowLabel_525bbefa022022c3896ccfce32974a6f } from '../../../cms/admin/row-label'
import { TextOrNoneCell as TextOrNoneCell_621aeb08cad8963dbe2e120475538eab } from '../../../cms/admin/list-cells'
import { InviteLink as InviteLink_3c21f1c687f32ea625d8bf2120b5df04 } from '../../../cms/admin/invite-link'
import { OutsideSchedule as OutsideSchedule_3b308313ede6d6d34257fb3e76399496 } from '../../../cms/views/schedule/outside-schedule'
import { DayInput as DayInput_3eafe1e35c11377617b8dc03786a47dc } from '../../../cms/views/schedule/day-input'
import { ClosedDayLabel as ClosedDayLabel_098e26c70bdf8a4191127046f28b2e38 } from '../../../cms/views/schedule/closed-day-label'
import { StudioIcon as StudioIcon_d123741fd6da47b78c20b0d1b7ca61a9 } from '../../../cms/admin/brand'
import { StudioLogo as StudioLogo_d123741fd6da47b78c20b0d1b7ca61a9 } from '../../../cms/admin/brand'
import { StudioNav as StudioNav_a9892904c1a8055132202b8a9f9f4123 } from '../../../cms/views/inbox/nav'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { StudioDashboard as StudioDashboard_944085329a7d4de0102a3279a3d28904 } from '../../../cms/views/inbox/dashboard'
import { AppointmentsListView as AppointmentsListView_1cf45aabfbff61aa28b2547b9209b71b } from '../../../cms/views/appointments/list-view'
import { AppointmentDetailView as AppointmentDetailView_de3f002018b2141897e03a9c5a96d6ca } from '../../../cms/views/appointments/detail-view'
import { InviteView as InviteView_64ff4c2a5dfb8bc008179e4d949d74b4 } from '../../../cms/views/accounts/invite'
import { LeadsView as LeadsView_90bdd40cbe47d67d674fd5112f68ba26 } from '../../../cms/views/inbox/leads'
import { MessagesView as MessagesView_5391bba855b528aff153474aca1ed53d } from '../../../cms/views/inbox/messages'
import { OutboxView as OutboxView_bb1c508be63ba8b2369b2f89d9223c8e } from '../../../cms/views/inbox/outbox'
import { PersonalDataView as PersonalDataView_e644d6de83dffcbcdbf136e2e792aa58 } from '../../../cms/views/inbox/personal-data'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/cms/admin/archive-picture#ArchivePicture": ArchivePicture_30ff1ec7d0c9bbfc140d896ce695a210,
  "/cms/admin/list-cells#YesNoCell": YesNoCell_621aeb08cad8963dbe2e120475538eab,
  "@payloadcms/plugin-seo/client#OverviewComponent": OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaTitleComponent": MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaDescriptionComponent": MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaImageComponent": MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#PreviewComponent": PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "/cms/admin/row-label#NamedRowLabel": NamedRowLabel_525bbefa022022c3896ccfce32974a6f,
  "/cms/admin/list-cells#TextOrNoneCell": TextOrNoneCell_621aeb08cad8963dbe2e120475538eab,
  "/cms/admin/invite-link#InviteLink": InviteLink_3c21f1c687f32ea625d8bf2120b5df04,
  "/cms/views/schedule/outside-schedule#OutsideSchedule": OutsideSchedule_3b308313ede6d6d34257fb3e76399496,
  "/cms/views/schedule/day-input#DayInput": DayInput_3eafe1e35c11377617b8dc03786a47dc,
  "/cms/views/schedule/closed-day-label#ClosedDayLabel": ClosedDayLabel_098e26c70bdf8a4191127046f28b2e38,
  "/cms/admin/brand#StudioIcon": StudioIcon_d123741fd6da47b78c20b0d1b7ca61a9,
  "/cms/admin/brand#StudioLogo": StudioLogo_d123741fd6da47b78c20b0d1b7ca61a9,
  "/cms/views/inbox/nav#StudioNav": StudioNav_a9892904c1a8055132202b8a9f9f4123,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/cms/views/inbox/dashboard#StudioDashboard": StudioDashboard_944085329a7d4de0102a3279a3d28904,
  "/cms/views/appointments/list-view#AppointmentsListView": AppointmentsListView_1cf45aabfbff61aa28b2547b9209b71b,
  "/cms/views/appointments/detail-view#AppointmentDetailView": AppointmentDetailView_de3f002018b2141897e03a9c5a96d6ca,
  "/cms/views/accounts/invite#InviteView": InviteView_64ff4c2a5dfb8bc008179e4d949d74b4,
  "/cms/views/inbox/leads#LeadsView": LeadsView_90bdd40cbe47d67d674fd5112f68ba26,
  "/cms/views/inbox/messages#MessagesView": MessagesView_5391bba855b528aff153474aca1ed53d,
  "/cms/views/inbox/outbox#OutboxView": OutboxView_bb1c508be63ba8b2369b2f89d9223c8e,
  "/cms/views/inbox/personal-data#PersonalDataView": PersonalDataView_e644d6de83dffcbcdbf136e2e792aa58,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
