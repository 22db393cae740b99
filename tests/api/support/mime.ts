/**
 * Just enough MIME to check what the studio sends: headers, nested multipart bodies, base64 and quoted-printable
 * parts, and RFC 2047 encoded words in headers.
 */
export interface MimePart {
  headers: Record<string, string>;
  contentType: string;
  filename?: string;
  body: string;
}

export interface MimeMessage {
  headers: Record<string, string>;
  subject: string;
  parts: MimePart[];
  raw: string;
}

function decodeWords(value: string): string {
  return value.replace(
    /=\?([^?]+)\?([BQ])\?([^?]*)\?=\s*/gi,
    (_all, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
  );
}

function splitHead(raw: string): [Record<string, string>, string] {
  const index = raw.search(/\r?\n\r?\n/);
  const head = index < 0 ? raw : raw.slice(0, index);
  const body = index < 0 ? '' : raw.slice(index).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return [headers, body];
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding?.toLowerCase() === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding?.toLowerCase() === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

function parts(headers: Record<string, string>, body: string): MimePart[] {
  const contentType = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (contentType.toLowerCase().startsWith('multipart/') && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((chunk) => !chunk.startsWith('--'))
      .flatMap((chunk) => {
        const [childHeaders, childBody] = splitHead(chunk.replace(/^\r?\n/, ''));
        return parts(childHeaders, childBody);
      });
  }
  const disposition = headers['content-disposition'] ?? '';
  const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? /name="?([^";]+)"?/i.exec(contentType)?.[1];
  return [{ headers, contentType, filename, body: decodeBody(body, headers['content-transfer-encoding']) }];
}

export function parseMime(raw: string): MimeMessage {
  const [headers, body] = splitHead(raw);
  return { headers, subject: headers.subject ?? '', parts: parts(headers, body), raw };
}

export function textOf(message: MimeMessage): string {
  return message.parts.find((part) => part.contentType.startsWith('text/plain') && !part.filename)?.body ?? '';
}

export function attachment(message: MimeMessage, extension: string): MimePart | undefined {
  return message.parts.find((part) => part.filename?.endsWith(extension));
}

/**
 * The calendar invitation as RFC 6047 sends it: the `text/calendar; method=…` alternative beside the text and HTML
 * (not the .ics attachment, which nodemailer adds as application/ics for programs that only read attachments).
 */
export function calendarPart(message: MimeMessage): MimePart | undefined {
  return message.parts.find((part) => part.contentType.toLowerCase().startsWith('text/calendar') && !part.filename);
}

/** The multipart/alternative that holds the text, the calendar part and the HTML, as its raw MIME text. */
export function alternativeBlock(message: MimeMessage): string {
  const boundary = /Content-Type: multipart\/alternative;\s*boundary="?([^";\r\n]+)"?/i.exec(message.raw)?.[1];
  if (!boundary) return '';
  const start = message.raw.indexOf(`--${boundary}`);
  const end = message.raw.indexOf(`--${boundary}--`);
  return start < 0 || end < 0 ? '' : message.raw.slice(start, end);
}
