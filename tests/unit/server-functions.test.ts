import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APIError, NotFound } from 'payload';
import {
  isMalformedCallError,
  isServerFunctionCall,
  OPEN_SERVER_FUNCTIONS,
  SERVER_FUNCTIONS,
} from '@/cms/server-functions';

describe("the admin's server-function calls, before Payload runs them", () => {
  it('knows the names Payload knows: an upgrade that adds or renames one fails here, not in the admin', () => {
    const require = createRequire(import.meta.url);
    const source = readFileSync(
      path.join(path.dirname(require.resolve('@payloadcms/next/layouts')), '../utilities/handleServerFunctions.js'),
      'utf8',
    );
    const table = /const baseServerFunctions = \{([^}]*)\}/.exec(source)?.[1] ?? '';
    const names = [...table.matchAll(/^\s*'?([\w-]+)'?\s*:/gm)].map((match) => match[1]);
    expect(names.length).toBeGreaterThan(5);
    expect(new Set(names)).toEqual(SERVER_FUNCTIONS);
    for (const name of OPEN_SERVER_FUNCTIONS) expect(SERVER_FUNCTIONS.has(name)).toBe(true);
  });

  it('takes a known name with args that are an object, and nothing else', () => {
    for (const call of [
      { name: 'form-state', args: { formState: {} } },
      { name: 'render-list' },
      { name: 'table-state', args: {} },
    ]) {
      expect(isServerFunctionCall(call), JSON.stringify(call)).toBe(true);
    }
    for (const call of [
      null,
      [],
      'form-state',
      {},
      { name: 'nope', args: {} },
      { name: 42 },
      { name: 'form-state', args: 'x' },
      { name: 'form-state', args: [1] },
      { name: '__proto__' },
      { name: 'toString' },
    ]) {
      expect(isServerFunctionCall(call), JSON.stringify(call)).toBe(false);
    }
  });

  it("tells the caller's mistakes inside Payload (wrong args) from Payload's own errors, which go on as they were", () => {
    for (const error of [
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      new RangeError('Invalid time value'),
      new SyntaxError('Unexpected token'),
    ]) {
      expect(isMalformedCallError(error), error.message).toBe(true);
    }
    for (const error of [new APIError('Forbidden', 403), new NotFound(), new Error('NEXT_REDIRECT'), 'text'])
      expect(isMalformedCallError(error)).toBe(false);
  });
});
