import * as migration_20261125_015927_initial from './20261125_015927_initial';

export const migrations = [
  {
    up: migration_20261125_015927_initial.up,
    down: migration_20261125_015927_initial.down,
    name: '20261125_015927_initial'
  },
];
