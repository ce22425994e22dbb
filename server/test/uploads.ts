import { Readable } from 'node:stream';
import { crc32, deflateSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import type { TestApp } from './test-app.js';

const BOUNDARY = '----seamline-upload';

/** A multipart body with one file in the `image` field, as the web app sends it. */
export function imageForm(data: Uint8Array, filename = 'image.png', type = 'image/png') {
  const body = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${BOUNDARY}` };
}

export function uploadImage(
  t: TestApp,
  token: string,
  data: Uint8Array,
  filename?: string,
  type?: string,
): Promise<LightMyRequestResponse> {
  const form = imageForm(data, filename, type);
  return t.app.inject({
    method: 'POST',
    url: '/api/vendors/uploadImage',
    headers: { authorization: `Bearer ${token}`, 'content-type': form.contentType },
    payload: form.body,
  });
}

/**
 * An upload whose body stops halfway until `finish` is called; `reading` resolves once the server
 * has begun to read it, that is once the handler has let it in. Nothing waits on the clock.
 */
export function heldUpload(t: TestApp, token: string, data: Uint8Array) {
  const form = imageForm(data);
  let reading!: () => void;
  let finish!: () => void;
  const started = new Promise<void>((resolve) => {
    reading = resolve;
  });
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  async function* body() {
    reading();
    yield form.body.subarray(0, 64);
    await finished;
    yield form.body.subarray(64);
  }
  const response = t.app.inject({
    method: 'POST',
    url: '/api/vendors/uploadImage',
    headers: { authorization: `Bearer ${token}`, 'content-type': form.contentType },
    payload: Readable.from(body(), { objectMode: false }),
  });
  return { reading: started, finish, response };
}

/** A small photo-like image of the given type. */
export function smallImage(format: 'png' | 'jpeg' | 'webp', width = 32, height = 24): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .toFormat(format)
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A valid black PNG of width × height, 1 bit a pixel: a few kilobytes on the wire that would take
 * width × height × 3 bytes once decoded (a decompression bomb at 16,000 × 16,000).
 */
export function blackPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  // Each row: filter byte 0, then width bits of zero.
  const pixels = deflateSync(Buffer.alloc((1 + Math.ceil(width / 8)) * height), { level: 9 });
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', header), pngChunk('IDAT', pixels), pngChunk('IEND', Buffer.alloc(0))]);
}

/** Only a PNG header claiming width × height, with a scrap of pixel data: what an attacker sends to probe the decoder. */
export function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2; // truecolour
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(64))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG with a text chunk before its pixels, as editors write author and software names. */
export function withPngText(png: Buffer, keyword: string, text: string): Buffer {
  const ihdrEnd = 8 + 4 + 4 + 13 + 4;
  const chunk = pngChunk('tEXt', Buffer.concat([Buffer.from(keyword, 'latin1'), Buffer.from([0]), Buffer.from(text, 'latin1')]));
  return Buffer.concat([png.subarray(0, ihdrEnd), chunk, png.subarray(ihdrEnd)]);
}
