import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleCareerPost, handleContactPost } from '@/server/intake';
import { healthResponse } from '@/server/health';
import { describeEachDialect, pdfBytes, useTempDatabase, validContact, type TempDatabase } from './helpers';

/** Deterministic pseudo-random numbers, so a failure can be replayed. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const contentTypes = [
  'application/json',
  'application/json; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=zz',
  'multipart/form-data; boundary=',
  'text/plain',
  'application/octet-stream',
  '',
  'application/json; charset=latin1',
  'multipart/form-data; boundary="a b"',
];

function randomBody(random: () => number): Uint8Array<ArrayBuffer> {
  const pick = Math.floor(random() * 9);
  const bytes = (n: number) => Uint8Array.from({ length: n }, () => Math.floor(random() * 256));
  const text = (n: number) => Array.from({ length: n }, () => String.fromCharCode(Math.floor(random() * 0x2fff))).join('');
  switch (pick) {
    case 0:
      return bytes(Math.floor(random() * 4096)) as Uint8Array<ArrayBuffer>;
    case 1:
      return new TextEncoder().encode(JSON.stringify({ ...validContact, [text(3)]: text(20), firstName: random() > 0.5 ? text(150) : [1, 2], email: text(10) }));
    case 2:
      return new TextEncoder().encode(JSON.stringify(validContact).slice(0, Math.floor(random() * 120)));
    case 3:
      return new TextEncoder().encode(`firstName=${encodeURIComponent(text(30))}&email=%ZZ&message=${'%'.repeat(Math.floor(random() * 10))}&a[]=1&a[]=2`);
    case 4:
      return new TextEncoder().encode(
        `--zz\r\nContent-Disposition: form-data; name="${text(5)}"; filename="${text(8)}.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-${text(50)}\r\n--zz--\r\n`,
      );
    case 5:
      return new TextEncoder().encode(`--zz\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\n\r\n${pdfBytes().toString('latin1')}`);
    case 6:
      return new TextEncoder().encode('{"firstName":"a","email":"a@b.co","message":"' + '\\u0000'.repeat(50) + '"}');
    case 7:
      // Written as text: in an object literal `__proto__` sets the prototype and JSON.stringify would drop it.
      return new TextEncoder().encode(PROTO_BODY);
    default:
      return new Uint8Array(0);
  }
}

/** A JSON body whose own keys include `__proto__` and `constructor`, as an attacker sends them. */
const PROTO_BODY = '{"firstName":{"toString":1},"__proto__":{"polluted":true},"constructor":{"prototype":1},"email":"a@b.co","message":"x"}';

describeEachDialect('fuzz', (dialect) => {
  let temp: TempDatabase;
  beforeAll(async () => {
    temp = await useTempDatabase(dialect, { RATE_LIMIT_MAX: '100000' });
  });
  afterAll(async () => {
    await temp?.cleanup();
  });

  describe('prototype keys', () => {
    it('a body whose own keys are __proto__ and constructor is answered 422 and pollutes nothing', async () => {
      // The key really is in the bytes sent (an object literal would have swallowed it).
      expect(PROTO_BODY).toContain('"__proto__":{"polluted":true}');
      expect(Object.hasOwn(JSON.parse(PROTO_BODY) as object, '__proto__')).toBe(true);
      for (const handler of [handleContactPost]) {
        const response = await handler(
          new Request('http://localhost:3000/api/contact', {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: 'application/json', 'x-real-ip': '172.17.0.1' },
            body: PROTO_BODY,
          }),
        );
        expect(response.status).toBe(422);
        const body = (await response.json()) as { errors?: Record<string, string> };
        expect(Object.keys(body.errors ?? {})).toContain('firstName');
      }
      const urlencoded = await handleContactPost(
        new Request('http://localhost:3000/api/contact', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', 'x-real-ip': '172.17.0.2' },
          body: '__proto__=x&__proto__[polluted]=1&constructor=y&firstName=Meera&email=not-an-address&message=hi',
        }),
      );
      expect(urlencoded.status).toBe(303);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(Object.prototype).not.toHaveProperty('polluted');
      expect((await healthResponse()).status).toBe(200);
    });
  });

  describe('fuzzing both endpoints', () => {
    it('never answers 5xx to a few hundred random and malformed bodies, and stays healthy', async () => {
      const random = rng(20250101);
      const statuses = new Map<number, number>();
      for (let i = 0; i < 400; i += 1) {
        const headers: Record<string, string> = { 'x-real-ip': `172.16.${i % 200}.${Math.floor(i / 200)}` };
        const type = contentTypes[Math.floor(random() * contentTypes.length)]!;
        if (type) headers['content-type'] = type;
        if (random() < 0.2) headers.accept = 'text/html';
        if (random() < 0.1) headers['content-length'] = String(Math.floor(random() * 1e8));
        const body = randomBody(random);
        const request = new Request('http://localhost:3000/api/fuzz', { method: 'POST', headers, body });
        const handler = i % 2 === 0 ? handleContactPost : handleCareerPost;
        let response: Response;
        try {
          response = await handler(request);
        } catch (error) {
          throw new Error(`request ${i} threw: ${String(error)}`);
        }
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        expect(response.status, `request ${i} (${type})`).toBeLessThan(500);
        if (response.status !== 303) {
          const body = (await response.json()) as { success: unknown; message: unknown };
          expect(typeof body.success).toBe('boolean');
          expect(typeof body.message).toBe('string');
        }
      }
      expect([...statuses.keys()].length).toBeGreaterThan(3);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect((await healthResponse()).status).toBe(200);
    });
  });
});
