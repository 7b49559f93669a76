/**
 * What a picture file's first bytes say of it, read in the browser, where sharp cannot run: its
 * format as sharp names it, its size as stored, its orientation tag and how many frames it
 * holds. The editor applies the build's picture rules (picture-rules.ts) to it before anything
 * is written; picture-header.test.ts checks each answer against sharp's for the same file.
 *
 * Only headers are read (no picture is decoded), synchronously, so a form's check can use it.
 */
import type { PictureHeader } from './picture-rules';

/**
 * The header of the picture in `bytes`; 'not a picture' when they start as none of the kinds of
 * file a photo comes as; 'unsure' when they start as one but its header cannot be followed
 * (then the build, which reads it with sharp, decides).
 */
export function readPictureHeader(bytes: Uint8Array): PictureHeader | 'not a picture' | 'unsure' {
  if (bytes.length === 0) return 'not a picture';
  const data = new Reader(bytes);
  try {
    if (data.u8(0) === 0xff && data.u8(1) === 0xd8) return jpeg(data) ?? 'unsure';
    if (data.ascii(1, 3) === 'PNG' && data.u32(4) === 0x0d0a1a0a) return png(data) ?? 'unsure';
    if (data.ascii(0, 4) === 'RIFF' && data.ascii(8, 4) === 'WEBP') return webp(data) ?? 'unsure';
    if (data.ascii(0, 4) === 'GIF8') return gif(data) ?? 'unsure';
    if (data.ascii(4, 4) === 'ftyp') return heif(data) ?? 'unsure';
    if (['II*\0', 'MM\0*'].includes(data.ascii(0, 4)))
      return { format: 'tiff', frames: 1, width: 0, height: 0 };
    if (
      /^\s*(<\?xml[^]*)?<svg[\s>]/.test(
        data.ascii(0, Math.min(bytes.length, 4096)).replace(/^\uFEFF/, ''),
      )
    )
      return { format: 'svg', frames: 1, width: 0, height: 0 };
  } catch (error) {
    if (error instanceof RangeError) return 'unsure';
    throw error;
  }
  return 'not a picture';
}

/** Reads numbers and words from bytes; past the end throws a RangeError. */
class Reader {
  readonly view: DataView;
  constructor(readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }
  get length() {
    return this.bytes.length;
  }
  u8(at: number) {
    return this.view.getUint8(at);
  }
  u16(at: number, little = false) {
    return this.view.getUint16(at, little);
  }
  u24le(at: number) {
    return this.u8(at) | (this.u8(at + 1) << 8) | (this.u8(at + 2) << 16);
  }
  u32(at: number, little = false) {
    return this.view.getUint32(at, little);
  }
  ascii(at: number, length: number) {
    let text = '';
    for (let i = at; i < at + length && i < this.bytes.length; i++)
      text += String.fromCharCode(this.bytes[i]!);
    return text;
  }
}

/** The orientation tag of the EXIF data (a TIFF header and its first directory) at `at`. */
function exifOrientation(data: Reader, at: number): number | undefined {
  if (data.ascii(at, 6) === 'Exif\0\0') at += 6;
  const order = data.ascii(at, 2);
  if (order !== 'II' && order !== 'MM') return undefined;
  const little = order === 'II';
  const directory = at + data.u32(at + 4, little);
  const entries = data.u16(directory, little);
  for (let i = 0; i < entries; i++) {
    const entry = directory + 2 + 12 * i;
    if (data.u16(entry, little) === 0x0112) return data.u16(entry + 8, little);
  }
  return undefined;
}

/** The start-of-frame markers, which hold a JPEG's size (not DHT, JPG or DAC). */
const startOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpeg(data: Reader): PictureHeader | undefined {
  let orientation: number | undefined;
  for (let at = 2; at + 4 <= data.length;) {
    if (data.u8(at) !== 0xff) return undefined;
    const marker = data.u8(at + 1);
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    const length = data.u16(at + 2);
    if (marker === 0xe1 && orientation === undefined && data.ascii(at + 4, 6) === 'Exif\0\0')
      orientation = exifOrientation(data, at + 4);
    if (startOfFrame(marker))
      return {
        format: 'jpeg',
        frames: 1,
        height: data.u16(at + 5),
        width: data.u16(at + 7),
        orientation,
      };
    if (marker === 0xda || marker === 0xd9) return undefined;
    at += 2 + length;
  }
  return undefined;
}

function png(data: Reader): PictureHeader | undefined {
  if (data.ascii(12, 4) !== 'IHDR') return undefined;
  const header: PictureHeader = {
    format: 'png',
    frames: 1,
    width: data.u32(16),
    height: data.u32(20),
  };
  // After the signature, each part is: length (4 bytes), name (4), data, checksum (4).
  for (let at = 8; at + 8 <= data.length;) {
    const length = data.u32(at);
    const kind = data.ascii(at + 4, 4);
    if (kind === 'acTL') header.frames = data.u32(at + 8);
    if (kind === 'eXIf') header.orientation = exifOrientation(data, at + 8);
    if (kind === 'IEND') break;
    at += 12 + length;
  }
  return header;
}

function webp(data: Reader): PictureHeader | undefined {
  let size: { width: number; height: number } | undefined;
  let frames = 0;
  let orientation: number | undefined;
  // After 'RIFF', its length and 'WEBP', each part is: name (4 bytes), length (4), data (even).
  for (let at = 12; at + 8 <= data.length;) {
    const kind = data.ascii(at, 4);
    const length = data.u32(at + 4, true);
    const start = at + 8;
    if (kind === 'VP8X')
      size = { width: data.u24le(start + 4) + 1, height: data.u24le(start + 7) + 1 };
    else if (kind === 'VP8 ' && !size)
      size = {
        width: data.u16(start + 6, true) & 0x3fff,
        height: data.u16(start + 8, true) & 0x3fff,
      };
    else if (kind === 'VP8L' && !size) {
      const bits = data.u32(start + 1, true);
      size = { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    } else if (kind === 'ANMF') frames += 1;
    else if (kind === 'EXIF') orientation = exifOrientation(data, start);
    at = start + length + (length % 2);
  }
  return size && { format: 'webp', frames: Math.max(frames, 1), ...size, orientation };
}

function gif(data: Reader): PictureHeader | undefined {
  const width = data.u16(6, true);
  const height = data.u16(8, true);
  const colourTable = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0);
  /** Skips a run of data blocks, each its length then its bytes, ended by a length of 0. */
  const skipBlocks = (at: number) => {
    while (data.u8(at) !== 0) at += data.u8(at) + 1;
    return at + 1;
  };
  let frames = 0;
  for (let at = 13 + colourTable(data.u8(10)); at < data.length;) {
    const kind = data.u8(at);
    if (kind === 0x3b) break;
    if (kind === 0x21) at = skipBlocks(at + 2);
    else if (kind === 0x2c) {
      frames += 1;
      at = skipBlocks(at + 10 + colourTable(data.u8(at + 9)) + 1);
    } else return undefined;
  }
  return { format: 'gif', frames: Math.max(frames, 1), width, height };
}

/** A box of an ISO media file (HEIF, AVIF): its kind and where its contents lie. */
interface Box {
  kind: string;
  start: number;
  end: number;
}

function boxes(data: Reader, start: number, end: number): Box[] {
  const found: Box[] = [];
  for (let at = start; at + 8 <= end;) {
    let size = data.u32(at);
    let header = 8;
    if (size === 1) {
      size = data.u32(at + 8) * 2 ** 32 + data.u32(at + 12);
      header = 16;
    } else if (size === 0) size = end - at;
    if (size < header) return found;
    found.push({ kind: data.ascii(at + 4, 4), start: at + header, end: Math.min(at + size, end) });
    at += size;
  }
  return found;
}

const heifBrands = ['avif', 'avis', 'heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1'];
/** The kinds of item that are a picture; tiles, thumbnails and alpha layers are not counted. */
const imageItems = new Set(['av01', 'hvc1', 'grid', 'iden', 'iovl']);

function heif(data: Reader): PictureHeader | undefined {
  const [ftyp] = boxes(data, 0, data.length);
  if (!ftyp) return undefined;
  const brands: string[] = [];
  for (let at = ftyp.start; at + 4 <= ftyp.end; at += at === ftyp.start ? 8 : 4)
    brands.push(data.ascii(at, 4));
  if (!brands.some((brand) => heifBrands.includes(brand))) return undefined;
  const meta = boxes(data, 0, data.length).find((box) => box.kind === 'meta');
  if (!meta) return undefined;
  const parts = boxes(data, meta.start + 4, meta.end);
  const part = (kind: string) => parts.find((box) => box.kind === kind);

  const pitm = part('pitm');
  if (!pitm) return undefined;
  const primary = data.u8(pitm.start) === 0 ? data.u16(pitm.start + 4) : data.u32(pitm.start + 4);

  const items = new Map<number, { kind: string; hidden: boolean }>();
  const iinf = part('iinf');
  if (!iinf) return undefined;
  const entriesAt = iinf.start + 4 + (data.u8(iinf.start) === 0 ? 2 : 4);
  for (const infe of boxes(data, entriesAt, iinf.end)) {
    const version = data.u8(infe.start);
    if (infe.kind !== 'infe' || version < 2) continue;
    const id = version === 2 ? data.u16(infe.start + 4) : data.u32(infe.start + 4);
    const kindAt = infe.start + 4 + (version === 2 ? 2 : 4) + 2;
    items.set(id, { kind: data.ascii(kindAt, 4), hidden: (data.u8(infe.start + 3) & 1) === 1 });
  }

  // Items that belong to another: a thumbnail or an alpha layer, and a grid's tiles.
  const belong = new Set<number>();
  const iref = part('iref');
  if (iref) {
    const wide = data.u8(iref.start) !== 0;
    const id = (at: number) => (wide ? data.u32(at) : data.u16(at));
    const step = wide ? 4 : 2;
    for (const reference of boxes(data, iref.start + 4, iref.end)) {
      const from = id(reference.start);
      const count = data.u16(reference.start + step);
      const to = Array.from({ length: count }, (_, i) => id(reference.start + step + 2 + i * step));
      if (reference.kind === 'thmb' || reference.kind === 'auxl') belong.add(from);
      if (reference.kind === 'dimg') to.forEach((tile) => belong.add(tile));
    }
  }

  const iprp = part('iprp');
  if (!iprp) return undefined;
  const iprpParts = boxes(data, iprp.start, iprp.end);
  const ipco = iprpParts.find((box) => box.kind === 'ipco');
  const properties = ipco ? boxes(data, ipco.start, ipco.end) : [];
  const ipma = iprpParts.find((box) => box.kind === 'ipma');
  if (!ipma) return undefined;
  const ipmaVersion = data.u8(ipma.start);
  const longIndex = (data.u8(ipma.start + 3) & 1) === 1;
  let at = ipma.start + 4;
  const count = data.u32(at);
  at += 4;
  let primaryProperties: Box[] = [];
  for (let i = 0; i < count; i++) {
    const id = ipmaVersion < 1 ? data.u16(at) : data.u32(at);
    at += ipmaVersion < 1 ? 2 : 4;
    const associations = data.u8(at);
    at += 1;
    const associated: Box[] = [];
    for (let j = 0; j < associations; j++) {
      const index = longIndex ? data.u16(at) & 0x7fff : data.u8(at) & 0x7f;
      at += longIndex ? 2 : 1;
      const property = properties[index - 1];
      if (property) associated.push(property);
    }
    if (id === primary) primaryProperties = associated;
  }
  const ispe = primaryProperties.find((box) => box.kind === 'ispe');
  if (!ispe) return undefined;
  const irot = primaryProperties.find((box) => box.kind === 'irot');
  const quarter = irot ? (data.u8(irot.start) & 3) % 2 === 1 : false;
  const [width, height] = [data.u32(ispe.start + 4), data.u32(ispe.start + 8)];

  const coded = [...items.values()].find(({ kind }) => kind === 'av01' || kind === 'hvc1');
  const compression = coded?.kind === 'av01' ? 'av1' : coded?.kind === 'hvc1' ? 'hevc' : undefined;
  const frames = [...items.entries()].filter(
    ([id, item]) => imageItems.has(item.kind) && !item.hidden && !belong.has(id),
  ).length;
  return {
    format: 'heif',
    compression,
    frames: Math.max(frames, 1),
    width: quarter ? height : width,
    height: quarter ? width : height,
  };
}
