import { describe, expect, it } from 'vitest';
import {
  containsPattern,
  csvCell,
  inboxDomains,
  leadStage,
  madridWeek,
  mentionsAddress,
  nextVisit,
  outboxState,
  parseVisitState,
  redactAddresses,
  sameInbox,
  toCsv,
} from '@/lib/domain/studio-inbox';

describe('CSV cells: text a visitor typed stays text in a spreadsheet', () => {
  it.each([
    ['plain', 'plain'],
    ['=HYPERLINK("http://evil.example","click")', `"'=HYPERLINK(""http://evil.example"",""click"")"`],
    ['+34 600 000 000', "'+34 600 000 000"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\tcmd', "'\tcmd"],
    ['a,b', '"a,b"'],
    ['line\nbreak', '"line\nbreak"'],
    ['say "hi"', '"say ""hi"""'],
    ['', ''],
  ])('%j is written %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes numbers as numbers (a stage is not a formula) and nothing for null', () => {
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
  });

  it('starts with a byte-order mark and ends lines with CRLF', () => {
    expect(toCsv(['a', 'b'], [['1', null]])).toBe('\uFEFFa,b\r\n1,\r\n');
  });

  it('with the semicolon of Spanish and Italian spreadsheets, quotes a cell holding one, and no longer a comma', () => {
    expect(csvCell('a;b', ';')).toBe('"a;b"');
    expect(csvCell('a,b', ';')).toBe('a,b');
    expect(csvCell('=1;2', ';')).toBe(`"'=1;2"`);
    expect(toCsv(['Fecha', 'Asunto'], [['2026-11-27 18:10', 'Hola; adiós']], ';')).toBe(
      '\uFEFFFecha;Asunto\r\n2026-11-27 18:10;"Hola; adiós"\r\n',
    );
  });
});

describe('The Madrid week', () => {
  it.each([
    ['2026-11-25T12:00:00Z', '2026-11-23', '2026-11-29'], // a Wednesday
    ['2026-11-23T00:30:00Z', '2026-11-23', '2026-11-29'], // Monday 01:30 in Madrid
    ['2026-11-22T23:30:00Z', '2026-11-23', '2026-11-29'], // still Sunday in UTC, already Monday in Madrid
    ['2026-11-29T22:00:00Z', '2026-11-23', '2026-11-29'], // Sunday 23:00 in Madrid
    ['2026-12-31T12:00:00Z', '2026-12-28', '2027-01-03'], // across the year
  ])('%s falls in %s to %s', (now, from, to) => {
    expect(madridWeek(new Date(now))).toEqual({ from, to });
  });
});

describe('Visits: "new" means newer than the end of the previous visit', () => {
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 25, 9, 0) + minutes * 60_000);

  it('has nothing to compare on the first visit', () => {
    expect(nextVisit(null, at(0))).toEqual({ since: null, lastSeen: at(0).toISOString() });
  });

  it('keeps the baseline while the dashboard is reloaded within the visit', () => {
    const first = nextVisit(null, at(0));
    const reload = nextVisit(first, at(10));
    expect(reload.since).toBeNull();
    const later = nextVisit(reload, at(35));
    expect(later.since).toBeNull();
  });

  it('starts a new visit after a quiet half hour: the previous visit ended when it was last seen', () => {
    const first = nextVisit(null, at(0));
    const next = nextVisit(first, at(31));
    expect(next).toEqual({ since: at(0).toISOString(), lastSeen: at(31).toISOString() });
  });

  it('reads only a well-formed state back', () => {
    expect(parseVisitState(undefined)).toBeNull();
    expect(parseVisitState('nonsense')).toBeNull();
    expect(parseVisitState('{"lastSeen":"not a date"}')).toBeNull();
    expect(parseVisitState(JSON.stringify({ since: 5, lastSeen: at(0).toISOString() }))).toEqual({
      since: null,
      lastSeen: at(0).toISOString(),
    });
  });
});

describe('Addresses of one inbox', () => {
  it('knows that Gmail answers to two domains', () => {
    expect(inboxDomains('A.na+x@GoogleMail.com')).toEqual(['gmail.com', 'googlemail.com']);
    expect(inboxDomains('ana@example.com')).toEqual(['example.com']);
    expect(inboxDomains('nonsense')).toEqual([]);
  });

  it('matches variants of one inbox only', () => {
    expect(sameInbox('Ana+news@Example.com', 'ana@example.com')).toBe(true);
    expect(sameInbox('anab@example.com', 'ana@example.com')).toBe(false);
  });

  it.each([
    ['Reply to ana@example.com, please', true],
    ['"replyTo":"Ana@Example.com"', true],
    ['<ana@example.com>', true],
    ['Write to ana@example.com.', true],
    ['juana@example.com', false],
    ['ana@example.com.evil.test', false],
    ['ana@example.community', false],
    ['ana.b@example.com', false],
    ['x+ana@example.com', false],
  ])('%j names ana@example.com: %s', (text, named) => {
    expect(mentionsAddress(text, 'ana@example.com')).toBe(named);
  });

  it('escapes LIKE wildcards', () => {
    expect(containsPattern('a_b%c!d')).toBe('%a!_b!%c!!d%');
  });
});

describe('Outbox states', () => {
  it.each([
    [{ status: 'sent', failed_at: null }, 'sent'],
    [{ status: 'pending', failed_at: null }, 'queued'],
    [{ status: 'sending', failed_at: null }, 'sending'],
    [{ status: 'pending', failed_at: '2026-01-01T00:00:00Z' }, 'failed'],
  ] as const)('%j is %s', (row, state) => {
    expect(outboxState(row)).toBe(state);
  });
});

describe('Log lines without addresses', () => {
  it.each([
    [
      "Can't send mail - all recipients were rejected: 550 5.1.1 <ana.perez+x@gmail.com>: Recipient address rejected",
      "Can't send mail - all recipients were rejected: 550 5.1.1 <<address>>: Recipient address rejected",
    ],
    ['connect ECONNREFUSED 127.0.0.1:25', 'connect ECONNREFUSED 127.0.0.1:25'],
    ['to ana@example.com, bob@example.org; done', 'to <address>, <address>; done'],
  ])('%j is logged as %j', (text, logged) => {
    expect(redactAddresses(text)).toBe(logged);
  });
});

describe('a lead’s stage: shown when the visitor gave one', () => {
  it('shows the stage a visitor gave (a stage guide, the quiz’s result sent with a general guide)', () => {
    expect(leadStage({ stage: 3, stage_given: 1 })).toBe(3);
    expect(leadStage({ stage: '5', stage_given: '1' })).toBe(5);
    expect(leadStage({ stage: 1, stage_given: true })).toBe(1);
  });

  it('a lead stored with the API’s default stage 1, given by no one, has none', () => {
    expect(leadStage({ stage: 1, stage_given: 0 })).toBeNull();
    expect(leadStage({ stage: 1, stage_given: '0' })).toBeNull();
    expect(leadStage({ stage: 4, stage_given: false })).toBeNull();
  });
});
