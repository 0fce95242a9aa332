/** Just enough MIME for the tests to read what a mail says: headers, and each text part decoded. */
export type MailPart = { contentType: string; body: string };

function unfold(headerBlock: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of headerBlock.replace(/\r\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function decode(body: string, encoding: string | undefined): string {
  if (encoding?.toLowerCase() === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding?.toLowerCase() === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  }
  return body;
}

/** Headers and the decoded text parts of a raw message (one level of multipart, as nodemailer writes text + HTML). */
export function readMail(raw: string): { headers: Map<string, string>; parts: MailPart[] } {
  const split = raw.indexOf('\r\n\r\n');
  const headers = unfold(raw.slice(0, split));
  const body = raw.slice(split + 4);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/.exec(type)?.[1];
  if (!boundary) return { headers, parts: [{ contentType: type, body: decode(body, headers.get('content-transfer-encoding')) }] };
  const parts: MailPart[] = [];
  for (const chunk of body.split(`--${boundary}`).slice(1)) {
    if (chunk.startsWith('--')) break;
    const end = chunk.indexOf('\r\n\r\n');
    const partHeaders = unfold(chunk.slice(0, end).replace(/^\r\n/, ''));
    parts.push({ contentType: partHeaders.get('content-type') ?? '', body: decode(chunk.slice(end + 4).replace(/\r\n$/, ''), partHeaders.get('content-transfer-encoding')) });
  }
  return { headers, parts };
}

/** A header value with its RFC 2047 encoded words (`=?UTF-8?B?…?=`, as mail libraries write non-ASCII subjects) decoded. */
export function decodeHeader(value: string | undefined): string {
  return (value ?? '')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
    );
}
