// A baseline JPEG encoder (ITU T.81: JFIF, 4:2:0 chroma, the standard tables)
// for 8-bit RGB pixels, in plain JavaScript. The demo's covers are soft
// gradients and light, which PNG stores at several times the size; JPEG is also
// what a newsroom's WordPress usually serves, so the demo exercises that path.
import {
  CHROMINANCE_AC, CHROMINANCE_DC, CHROMINANCE_QUANT, LUMINANCE_AC, LUMINANCE_DC, LUMINANCE_QUANT, type HuffmanSpec,
} from './jpegTables.ts';

/** Natural (row-major) index of each coefficient in zigzag order. */
const ZIGZAG: readonly number[] = (() => {
  const order: number[] = [];
  for (let s = 0; s < 15; s += 1) {
    const rows = Array.from({ length: 8 }, (_, r) => r).filter((r) => s - r >= 0 && s - r < 8);
    for (const row of s % 2 === 0 ? rows.reverse() : rows) order.push(row * 8 + (s - row));
  }
  return order;
})();

/** AAN's scale of each frequency, which its fast DCT leaves in the outputs for the quantizer to take out. */
const AAN_SCALE = [1, 1.387039845, 1.306562965, 1.175875602, 1, 0.785694958, 0.5411961, 0.275899379] as const;

/** IJG's quality scaling of a base table (1–100; 50 is the table as given). */
const scaled = (base: readonly number[], quality: number): number[] => {
  const q = Math.min(100, Math.max(1, Math.round(quality)));
  const factor = q < 50 ? 5000 / q : 200 - q * 2;
  return base.map((v) => Math.min(255, Math.max(1, Math.floor((v * factor + 50) / 100))));
};

interface Code {
  readonly code: number;
  readonly length: number;
}

/** The canonical codes a DHT segment defines, by symbol. */
const huffmanCodes = ({ counts, symbols }: HuffmanSpec): Code[] => {
  const codes: Code[] = [];
  let code = 0;
  let k = 0;
  counts.forEach((count, i) => {
    for (let n = 0; n < count; n += 1) codes[symbols[k++]!] = { code: code++, length: i + 1 };
    code <<= 1;
  });
  return codes;
};

const TABLES = {
  luma: { dc: huffmanCodes(LUMINANCE_DC), ac: huffmanCodes(LUMINANCE_AC) },
  chroma: { dc: huffmanCodes(CHROMINANCE_DC), ac: huffmanCodes(CHROMINANCE_AC) },
};

/** Entropy-coded bits, with the 0x00 stuffed after each 0xFF byte. */
class BitWriter {
  private readonly bytes: number[] = [];
  private acc = 0;
  private count = 0;

  write(bits: number, length: number): void {
    this.acc = (this.acc << length) | (bits & ((1 << length) - 1));
    this.count += length;
    while (this.count >= 8) {
      const byte = (this.acc >>> (this.count - 8)) & 0xff;
      this.bytes.push(byte);
      if (byte === 0xff) this.bytes.push(0);
      this.count -= 8;
      this.acc &= (1 << this.count) - 1;
    }
  }

  code(c: Code | undefined): void {
    if (!c) throw new Error('encodeJpeg: a symbol outside the Huffman table');
    this.write(c.code, c.length);
  }

  /** Pads the last byte with ones, as T.81 asks. */
  finish(): Buffer {
    if (this.count > 0) this.write(0xff, 8 - this.count);
    return Buffer.from(this.bytes);
  }
}

const bitLength = (v: number): number => (v === 0 ? 0 : 32 - Math.clz32(Math.abs(v)));

/**
 * The float DCT of Arai, Agui and Nakajima (IJG's jfdctflt.c), in place on
 * the 8 values at data[at], data[at + step], …: 5 multiplications instead of 64.
 */
const dct8 = (data: Float64Array, at: number, step: number): void => {
  const d = (k: number): number => data[at + k * step]!;
  const tmp0 = d(0) + d(7);
  const tmp7 = d(0) - d(7);
  const tmp1 = d(1) + d(6);
  const tmp6 = d(1) - d(6);
  const tmp2 = d(2) + d(5);
  const tmp5 = d(2) - d(5);
  const tmp3 = d(3) + d(4);
  const tmp4 = d(3) - d(4);
  // Even part.
  const tmp10 = tmp0 + tmp3;
  const tmp13 = tmp0 - tmp3;
  const tmp11 = tmp1 + tmp2;
  const tmp12 = tmp1 - tmp2;
  data[at] = tmp10 + tmp11;
  data[at + 4 * step] = tmp10 - tmp11;
  const z1 = (tmp12 + tmp13) * 0.707106781;
  data[at + 2 * step] = tmp13 + z1;
  data[at + 6 * step] = tmp13 - z1;
  // Odd part.
  const odd10 = tmp4 + tmp5;
  const odd11 = tmp5 + tmp6;
  const odd12 = tmp6 + tmp7;
  const z5 = (odd10 - odd12) * 0.382683433;
  const z2 = 0.5411961 * odd10 + z5;
  const z4 = 1.306562965 * odd12 + z5;
  const z3 = odd11 * 0.707106781;
  const z11 = tmp7 + z3;
  const z13 = tmp7 - z3;
  data[at + 5 * step] = z13 + z2;
  data[at + 3 * step] = z13 - z2;
  data[at + step] = z11 + z4;
  data[at + 7 * step] = z11 - z4;
};

/** What each coefficient (natural order) is multiplied by: 1 / (quantizer × AAN scales × 8). */
const divisors = (quant: readonly number[]): Float64Array =>
  Float64Array.from(quant, (q, i) => 1 / (q * AAN_SCALE[i >> 3]! * AAN_SCALE[i & 7]! * 8));

/** Level-shifted samples of one 8x8 block (overwritten) → quantized coefficients in zigzag order. */
const transform = (block: Float64Array, divisor: Float64Array, out: Int32Array): void => {
  for (let row = 0; row < 64; row += 8) dct8(block, row, 1);
  for (let column = 0; column < 8; column += 1) dct8(block, column, 8);
  for (let k = 0; k < 64; k += 1) {
    const index = ZIGZAG[k]!;
    out[k] = Math.round(block[index]! * divisor[index]!);
  }
};

const encodeBlock = (bits: BitWriter, coefficients: Int32Array, previousDc: number, tables: typeof TABLES.luma): number => {
  const dc = coefficients[0]!;
  const diff = dc - previousDc;
  const size = bitLength(diff);
  bits.code(tables.dc[size]);
  if (size > 0) bits.write(diff < 0 ? diff + (1 << size) - 1 : diff, size);
  let run = 0;
  for (let k = 1; k < 64; k += 1) {
    const v = coefficients[k]!;
    if (v === 0) {
      run += 1;
      continue;
    }
    for (; run > 15; run -= 16) bits.code(tables.ac[0xf0]);
    const length = bitLength(v);
    bits.code(tables.ac[(run << 4) | length]);
    bits.write(v < 0 ? v + (1 << length) - 1 : v, length);
    run = 0;
  }
  if (run > 0) bits.code(tables.ac[0x00]);
  return dc;
};

const segment = (marker: number, body: readonly number[] | Buffer): Buffer => {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, Buffer.from(body)]);
};

const dht = (tableClass: number, id: number, spec: HuffmanSpec): number[] => [(tableClass << 4) | id, ...spec.counts, ...spec.symbols];

/**
 * The three planes, level-shifted by 128 (JFIF's YCbCr), padded to whole 16x16
 * blocks by repeating the last column and row; chroma at half resolution
 * (4:2:0), each sample the mean of a 2x2 square.
 */
const planesOf = (width: number, height: number, rgb: Uint8Array): { luma: Float64Array; cb: Float64Array; cr: Float64Array; stride: number; rows: number } => {
  const stride = Math.ceil(width / 16) * 16;
  const rows = Math.ceil(height / 16) * 16;
  const luma = new Float64Array(stride * rows);
  const cb = new Float64Array((stride / 2) * (rows / 2));
  const cr = new Float64Array((stride / 2) * (rows / 2));
  for (let y = 0; y < rows; y += 1) {
    const source = Math.min(y, height - 1) * width;
    for (let x = 0; x < stride; x += 1) {
      const i = (source + Math.min(x, width - 1)) * 3;
      const r = rgb[i]!;
      const g = rgb[i + 1]!;
      const b = rgb[i + 2]!;
      const o = (y >> 1) * (stride / 2) + (x >> 1);
      luma[y * stride + x] = 0.299 * r + 0.587 * g + 0.114 * b - 128;
      cb[o] = cb[o]! + (-0.168736 * r - 0.331264 * g + 0.5 * b) / 4;
      cr[o] = cr[o]! + (0.5 * r - 0.418688 * g - 0.081312 * b) / 4;
    }
  }
  return { luma, cb, cr, stride, rows };
};

export const encodeJpeg = (width: number, height: number, rgb: Uint8Array, quality = 80): Buffer => {
  if (rgb.length !== width * height * 3) throw new Error(`encodeJpeg: ${rgb.length} bytes for ${width}x${height} RGB`);
  const lumaQuant = scaled(LUMINANCE_QUANT, quality);
  const chromaQuant = scaled(CHROMINANCE_QUANT, quality);
  const lumaDivisors = divisors(lumaQuant);
  const chromaDivisors = divisors(chromaQuant);
  const { luma, cb, cr, stride, rows } = planesOf(width, height, rgb);
  const block = new Float64Array(64);
  const coefficients = new Int32Array(64);
  const bits = new BitWriter();
  const dcs = [0, 0, 0];
  const load = (plane: Float64Array, planeStride: number, x0: number, y0: number): void => {
    for (let i = 0; i < 64; i += 1) block[i] = plane[(y0 + (i >> 3)) * planeStride + x0 + (i & 7)]!;
  };
  for (let my = 0; my < rows; my += 16) {
    for (let mx = 0; mx < stride; mx += 16) {
      for (const [bx, by] of [[0, 0], [8, 0], [0, 8], [8, 8]] as const) {
        load(luma, stride, mx + bx, my + by);
        transform(block, lumaDivisors, coefficients);
        dcs[0] = encodeBlock(bits, coefficients, dcs[0]!, TABLES.luma);
      }
      load(cb, stride / 2, mx / 2, my / 2);
      transform(block, chromaDivisors, coefficients);
      dcs[1] = encodeBlock(bits, coefficients, dcs[1]!, TABLES.chroma);
      load(cr, stride / 2, mx / 2, my / 2);
      transform(block, chromaDivisors, coefficients);
      dcs[2] = encodeBlock(bits, coefficients, dcs[2]!, TABLES.chroma);
    }
  }
  const frame = [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]), // JFIF 1.1, no density, no thumbnail
    segment(0xdb, [0, ...ZIGZAG.map((i) => lumaQuant[i]!), 1, ...ZIGZAG.map((i) => chromaQuant[i]!)]),
    segment(0xc0, frame),
    segment(0xc4, [...dht(0, 0, LUMINANCE_DC), ...dht(1, 0, LUMINANCE_AC), ...dht(0, 1, CHROMINANCE_DC), ...dht(1, 1, CHROMINANCE_AC)]),
    segment(0xda, [3, 1, 0x00, 2, 0x11, 3, 0x11, 0, 63, 0]),
    bits.finish(),
    Buffer.from([0xff, 0xd9]),
  ]);
};
