import * as migration_20261125_015940_initial from './20261125_015940_initial';

export const migrations = [
  {
    up: migration_20261125_015940_initial.up,
    down: migration_20261125_015940_initial.down,
    name: '20261125_015940_initial'
  },
];
