import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export const ADDRESS_HEADER: string;
export const PROTOCOL_HEADER: string;
export const MARKER: symbol;
export const LIMITS: {
  headersTimeout: number;
  requestTimeout: number;
  connectionsCheckingInterval: number;
  keepAliveTimeout: number;
};
export function createStampedServer(handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>): Server;
