import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';

/** This process among the instances on one database: what its claims and leases are recorded under. */
export const INSTANCE_ID = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
