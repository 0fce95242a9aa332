import 'server-only';
import path from 'node:path';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import busboy from 'busboy';

/**
 * Reading request bodies without ever holding more than a fixed number of
 * bytes: text bodies stop at their limit, multipart bodies stream through
 * busboy and stop as soon as a file passes its limit.
 */

export type BodyProblem = 'malformed' | 'too-large';

class TooLarge extends Error {}

/** Passes bytes through and errors once more than `maxBytes` have gone by. */
class ByteLimit extends Transform {
  private seen = 0;
  constructor(private readonly maxBytes: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.seen += chunk.length;
    if (this.seen > this.maxBytes) callback(new TooLarge());
    else callback(null, chunk);
  }
}

/** Reads a whole (small) body as UTF-8 text, stopping after `maxBytes`. */
export async function readTextBody(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
): Promise<{ ok: true; text: string } | { ok: false; problem: BodyProblem }> {
  if (!body) return { ok: true, text: '' };
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => {});
        return { ok: false, problem: 'too-large' };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, problem: 'malformed' };
  }
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks)) };
  } catch {
    return { ok: false, problem: 'malformed' };
  }
}

type UploadedFile = {
  field: string;
  fileName: string;
  mimeType: string;
  bytes: Buffer;
};

export type ParsedForm = {
  fields: Record<string, string>;
  /** Fields whose value passed `maxFieldBytes` and was cut. */
  truncated: Set<string>;
  file: UploadedFile | null;
  /** A file passed `maxFileBytes`; reading stopped there. */
  fileTooLarge: boolean;
};

export type FormLimits = {
  maxBodyBytes: number;
  maxFieldBytes: number;
  maxFields: number;
  /** 0 = files are not accepted (their parts are skipped). */
  maxFileBytes: number;
  fileField?: string;
};

/** Parses a urlencoded or multipart body with busboy, streaming, within `limits`. */
export async function parseFormBody(
  request: Request,
  limits: FormLimits,
): Promise<{ ok: true; form: ParsedForm } | { ok: false; problem: BodyProblem }> {
  const contentType = request.headers.get('content-type') ?? '';
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      defParamCharset: 'utf8',
      limits: {
        fieldSize: limits.maxFieldBytes,
        fields: limits.maxFields,
        files: limits.maxFileBytes > 0 ? 1 : 0,
        // busboy reports 'limit' when a file reaches this size, so allow one byte more than the maximum.
        fileSize: limits.maxFileBytes > 0 ? limits.maxFileBytes + 1 : 1,
        parts: limits.maxFields + 2,
        headerPairs: 20,
      },
    });
  } catch {
    return { ok: false, problem: 'malformed' };
  }
  if (!request.body) return { ok: false, problem: 'malformed' };

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const source = Readable.fromWeb(request.body as any);
  const limiter = new ByteLimit(limits.maxBodyBytes);
  const form: ParsedForm = { fields: Object.create(null), truncated: new Set(), file: null, fileTooLarge: false };

  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: { ok: true; form: ParsedForm } | { ok: false; problem: BodyProblem }) => {
      if (settled) return;
      settled = true;
      if (!result.ok && result.problem === 'malformed') {
        // Nothing more of this body is wanted, but it is read to its end (within the body limit) and
        // dropped rather than cancelled: Next.js throws an uncaught error when a body it is still
        // feeding has been cancelled (e.g. "a=%zz", which busboy refuses at its first bytes).
        limiter.unpipe(parser);
        limiter.on('error', () => source.destroy());
        limiter.resume();
      } else if (!result.ok || form.fileTooLarge) {
        // Stop reading: nothing more of this body is wanted.
        source.unpipe(limiter);
        limiter.unpipe(parser);
        source.destroy();
      }
      resolve(result);
    };

    parser.on('field', (name, value, info) => {
      if (info.nameTruncated) return;
      form.fields[name] = value;
      if (info.valueTruncated) form.truncated.add(name);
    });
    parser.on('file', (name, stream, info) => {
      // busboy destroys an unfinished file stream with the parser's error; that error is handled below.
      stream.on('error', () => {});
      if (limits.maxFileBytes <= 0 || name !== limits.fileField || form.file) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        form.fileTooLarge = true;
        finish({ ok: true, form });
      });
      stream.on('end', () => {
        if (form.fileTooLarge) return;
        form.file = { field: name, fileName: info.filename ?? '', mimeType: info.mimeType ?? '', bytes: Buffer.concat(chunks) };
      });
    });
    parser.on('error', () => finish({ ok: false, problem: 'malformed' }));
    parser.on('close', () => finish({ ok: true, form }));
    limiter.on('error', (error) => finish({ ok: false, problem: error instanceof TooLarge ? 'too-large' : 'malformed' }));
    source.on('error', () => finish({ ok: false, problem: 'malformed' }));
    source.pipe(limiter).pipe(parser);
  });
}

/* ---------- résumé files ---------- */

export type ResumeKind = 'pdf' | 'doc' | 'docx';

export const RESUME_CONTENT_TYPES: Record<ResumeKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_LOCAL = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const ZIP_CENTRAL = Buffer.from([0x50, 0x4b, 0x01, 0x02]);

/** What the file's first bytes say it is: PDF, OLE compound file (DOC), or a ZIP holding `word/` (DOCX). */
export function sniffResume(bytes: Buffer): ResumeKind | null {
  if (bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return 'pdf';
  if (bytes.subarray(0, OLE_MAGIC.length).equals(OLE_MAGIC)) return 'doc';
  if (bytes.subarray(0, ZIP_LOCAL.length).equals(ZIP_LOCAL) && zipHasWordEntry(bytes)) return 'docx';
  return null;
}

/** True when a ZIP archive names an entry under `word/` (in a local or central directory header). */
function zipHasWordEntry(bytes: Buffer): boolean {
  const startsWithWord = (offset: number, length: number) =>
    length >= 5 && offset + length <= bytes.length && bytes.toString('latin1', offset, offset + 5) === 'word/';
  for (let at = bytes.indexOf(ZIP_LOCAL); at !== -1 && at + 30 <= bytes.length; at = bytes.indexOf(ZIP_LOCAL, at + 4)) {
    if (startsWithWord(at + 30, bytes.readUInt16LE(at + 26))) return true;
  }
  for (let at = bytes.indexOf(ZIP_CENTRAL); at !== -1 && at + 46 <= bytes.length; at = bytes.indexOf(ZIP_CENTRAL, at + 4)) {
    if (startsWithWord(at + 46, bytes.readUInt16LE(at + 28))) return true;
  }
  return false;
}

/**
 * A safe name to store and attach: no directories, only letters, digits and
 * `._-() `, at most 100 characters, keeping the extension.
 */
export function sanitizeFileName(name: string, extension: string): string {
  const base = path.posix.basename(name.replace(/\\/g, '/')).normalize('NFKD');
  const stem = base
    .slice(0, base.length - extension.length)
    .replace(/[^A-Za-z0-9._\-() ]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^[._\s-]+/, '')
    .trim()
    .slice(0, 100 - extension.length);
  return `${stem || 'resume'}${extension}`;
}
