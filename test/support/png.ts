/**
 * A small PNG made in the tests (no binary fixture in the repository): a filled circle on a plain
 * background, written with the PNG format's own parts (signature, IHDR, one IDAT, IEND), so a
 * browser decodes it and its natural size is `size`×`size`.
 */
import { crc32, deflateSync } from 'node:zlib';

type Rgb = readonly [number, number, number];

const chunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
};

/** A `size`×`size` RGB PNG: a `circle`-coloured disc on `background`. */
export function pngOf(size = 48, circle: Rgb = [31, 94, 168], background: Rgb = [255, 246, 214]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per sample, truecolour, deflate, no filter method, no interlace
  const rows: number[] = [];
  const middle = (size - 1) / 2;
  for (let y = 0; y < size; y += 1) {
    rows.push(0); // filter type None
    for (let x = 0; x < size; x += 1) rows.push(...(Math.hypot(x - middle, y - middle) <= size * 0.38 ? circle : background));
  }
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.from(rows))), chunk('IEND', Buffer.alloc(0))]);
}

/** The first bytes of an SVG document (which can carry script, so it is never a book's image). */
export const SVG_BYTES = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'utf8');
