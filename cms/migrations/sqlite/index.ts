import * as migration_20261125_015927_initial from './20261125_015927_initial';
import * as migration_20261125_021036_galleries from './20261125_021036_galleries';
import * as migration_20261125_023117_media_storage from './20261125_023117_media_storage';
import * as migration_20261125_074233_pages_and_legal from './20261125_074233_pages_and_legal';
import * as migration_20261125_124315_schedule from './20261125_124315_schedule';
import * as migration_20261125_153758_drafts from './20261125_153758_drafts';
import * as migration_20261202_015549_meeting_and_confirm from './20261202_015549_meeting_and_confirm';
import * as migration_20261202_041539_reminders from './20261202_041539_reminders';
import * as migration_20261204_020813_seo from './20261204_020813_seo';
import * as migration_20261204_025007_gallery_password_hash from './20261204_025007_gallery_password_hash';

export const migrations = [
  {
    up: migration_20261125_015927_initial.up,
    down: migration_20261125_015927_initial.down,
    name: '20261125_015927_initial',
  },
  {
    up: migration_20261125_021036_galleries.up,
    down: migration_20261125_021036_galleries.down,
    name: '20261125_021036_galleries',
  },
  {
    up: migration_20261125_023117_media_storage.up,
    down: migration_20261125_023117_media_storage.down,
    name: '20261125_023117_media_storage',
  },
  {
    up: migration_20261125_074233_pages_and_legal.up,
    down: migration_20261125_074233_pages_and_legal.down,
    name: '20261125_074233_pages_and_legal',
  },
  {
    up: migration_20261125_124315_schedule.up,
    down: migration_20261125_124315_schedule.down,
    name: '20261125_124315_schedule',
  },
  {
    up: migration_20261125_153758_drafts.up,
    down: migration_20261125_153758_drafts.down,
    name: '20261125_153758_drafts',
  },
  {
    up: migration_20261202_015549_meeting_and_confirm.up,
    down: migration_20261202_015549_meeting_and_confirm.down,
    name: '20261202_015549_meeting_and_confirm',
  },
  {
    up: migration_20261202_041539_reminders.up,
    down: migration_20261202_041539_reminders.down,
    name: '20261202_041539_reminders',
  },
  {
    up: migration_20261204_020813_seo.up,
    down: migration_20261204_020813_seo.down,
    name: '20261204_020813_seo',
  },
  {
    up: migration_20261204_025007_gallery_password_hash.up,
    down: migration_20261204_025007_gallery_password_hash.down,
    name: '20261204_025007_gallery_password_hash'
  },
];
