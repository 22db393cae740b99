import * as migration_20261125_015940_initial from './20261125_015940_initial';
import * as migration_20261125_021040_galleries from './20261125_021040_galleries';
import * as migration_20261125_023136_media_storage from './20261125_023136_media_storage';
import * as migration_20261125_074323_pages_and_legal from './20261125_074323_pages_and_legal';
import * as migration_20261125_124325_schedule from './20261125_124325_schedule';
import * as migration_20261125_153913_drafts from './20261125_153913_drafts';
import * as migration_20261202_015614_meeting_and_confirm from './20261202_015614_meeting_and_confirm';
import * as migration_20261202_041554_reminders from './20261202_041554_reminders';
import * as migration_20261204_020841_seo from './20261204_020841_seo';
import * as migration_20261204_025014_gallery_password_hash from './20261204_025014_gallery_password_hash';

export const migrations = [
  {
    up: migration_20261125_015940_initial.up,
    down: migration_20261125_015940_initial.down,
    name: '20261125_015940_initial',
  },
  {
    up: migration_20261125_021040_galleries.up,
    down: migration_20261125_021040_galleries.down,
    name: '20261125_021040_galleries',
  },
  {
    up: migration_20261125_023136_media_storage.up,
    down: migration_20261125_023136_media_storage.down,
    name: '20261125_023136_media_storage',
  },
  {
    up: migration_20261125_074323_pages_and_legal.up,
    down: migration_20261125_074323_pages_and_legal.down,
    name: '20261125_074323_pages_and_legal',
  },
  {
    up: migration_20261125_124325_schedule.up,
    down: migration_20261125_124325_schedule.down,
    name: '20261125_124325_schedule',
  },
  {
    up: migration_20261125_153913_drafts.up,
    down: migration_20261125_153913_drafts.down,
    name: '20261125_153913_drafts',
  },
  {
    up: migration_20261202_015614_meeting_and_confirm.up,
    down: migration_20261202_015614_meeting_and_confirm.down,
    name: '20261202_015614_meeting_and_confirm',
  },
  {
    up: migration_20261202_041554_reminders.up,
    down: migration_20261202_041554_reminders.down,
    name: '20261202_041554_reminders',
  },
  {
    up: migration_20261204_020841_seo.up,
    down: migration_20261204_020841_seo.down,
    name: '20261204_020841_seo',
  },
  {
    up: migration_20261204_025014_gallery_password_hash.up,
    down: migration_20261204_025014_gallery_password_hash.down,
    name: '20261204_025014_gallery_password_hash'
  },
];
