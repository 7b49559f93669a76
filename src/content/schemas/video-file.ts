/**
 * Server-only: the rules a page's background video must meet, checked when the content is read
 * (`npm run check:content`, every build and the development server), so a file a browser
 * cannot play never reaches a page. The file is recognised by its contents, not only its
 * name: an MP4 from a phone is often H.265 (HEVC), which Chrome and Firefox do not play on
 * most computers, and a renamed QuickTime movie or picture is not a video at all.
 * Each refusal names the file and says what to do, in plain words.
 */
import { open, stat } from 'node:fs/promises';
import path from 'node:path';
import { mediaFileNameProblem } from '~/lib/media-file-name';
import type { VideoFormat } from './video-field';

/** A background loop of a few seconds is a few hundred kilobytes; this is ten times that. */
export const maxVideoBytes = 10 * 1024 * 1024;

/** How far into a file the checks read: the header of either format is near the start. */
const headerBytes = 1024 * 1024;

const formatName: Record<VideoFormat, string> = { mp4: 'MP4', webm: 'WebM' };
const withArticle: Record<VideoFormat, string> = { mp4: 'an MP4', webm: 'a WebM' };

/**
 * Why the file an entry names as its `format` video cannot play on its page, or undefined when
 * it can. `folder` is the entry's collection folder; `written` the name as the entry gives it
 * ('./web-hosting/web-hosting.mp4'), which must point into a folder beside the entry: the build
 * publishes the videos of those folders only (src/lib/videos.ts).
 */
export async function videoFileProblem(
  folder: string,
  written: string,
  format: VideoFormat,
): Promise<string | undefined> {
  const kind = formatName[format];
  const example = `./page-name/page-name.${format}`;
  const badName = mediaFileNameProblem(written, 'video');
  if (badName) return badName;
  const [dot, entryFolder, fileName, ...deeper] = written.split(/[/\\]/);
  const plain = (part?: string) => part !== undefined && part !== '' && !/^\.\.?$/.test(part);
  if (dot !== '.' || !plain(entryFolder) || !plain(fileName) || deeper.length > 0)
    return `"${written}" is not in a folder next to this page's file. Put the ${kind} video in the page's own folder (where its picture is) and write its name like ${example}.`;
  const file = path.join(folder, written);
  const name = path.relative(process.cwd(), path.resolve(file));
  if (path.extname(written) !== `.${format}`)
    return `"${name}" does not end in .${format}. This field takes ${withArticle[format]} video: export the video as ${kind} and name it like ${example}.`;
  let bytes: number;
  try {
    bytes = (await stat(file)).size;
  } catch {
    return `There is no file "${name}". Put the ${kind} video in the same folder as the page's picture and check the spelling of its name.`;
  }
  if (bytes > maxVideoBytes)
    return `"${name}" is ${megabytes(bytes)}, more than the ${megabytes(maxVideoBytes)} limit for a background video. Export a shorter or smaller version (a loop of 5 to 10 seconds at 1280 pixels wide is usually under 1 MB).`;
  const head = await readStart(file, Math.min(bytes, headerBytes));
  const problem = format === 'mp4' ? mp4Problem(head) : webmProblem(head);
  return problem && `"${name}" ${problem}`;
}

async function readStart(file: string, length: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

function megabytes(bytes: number): string {
  return `${Number((bytes / 1024 / 1024).toFixed(1))} MB`;
}

// ---- MP4 ---------------------------------------------------------------------------------

/** Brands of an MP4 file a browser's video element reads (ISO base media, MPEG-4, DASH). */
const mp4Brands = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'iso8',
  'iso9',
  'mp41',
  'mp42',
  'avc1',
  'av01',
  'dash',
  'M4V ',
  'mmp4',
]);
/** Picture formats built on the same box structure: HEIC and AVIF photos. */
const pictureBrands = new Set(['heic', 'heix', 'mif1', 'msf1', 'avif', 'avis', 'heim', 'heis']);

/** Video codecs, by the sample entry's four letters, that browsers play in an MP4. */
const playableMp4Codecs = new Set(['avc1', 'avc3', 'av01', 'vp09']);
const hevcCodecs = new Set(['hvc1', 'hev1', 'dvh1', 'dvhe']);

interface Box {
  type: string;
  /** Where its contents start and end in the buffer (the end clipped to what was read). */
  start: number;
  end: number;
}

/** The boxes one after another in buffer[from, to). */
function boxes(buffer: Buffer, from: number, to: number): Box[] {
  const found: Box[] = [];
  let at = from;
  while (at + 8 <= to) {
    let size = buffer.readUInt32BE(at);
    const type = buffer.toString('latin1', at + 4, at + 8);
    let header = 8;
    if (size === 1) {
      if (at + 16 > to) break;
      size = Number(buffer.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) size = to - at;
    if (size < header) break;
    found.push({ type, start: at + header, end: Math.min(at + size, to) });
    at += size;
  }
  return found;
}

function child(buffer: Buffer, parent: Box | undefined, type: string): Box | undefined {
  return parent && boxes(buffer, parent.start, parent.end).find((box) => box.type === type);
}

/** The four letters of each video track's codec, read from moov/trak/mdia/minf/stbl/stsd. */
function mp4VideoCodecs(buffer: Buffer, moov: Box): string[] {
  const codecs: string[] = [];
  for (const trak of boxes(buffer, moov.start, moov.end).filter((box) => box.type === 'trak')) {
    const mdia = child(buffer, trak, 'mdia');
    const handler = child(buffer, mdia, 'hdlr');
    // hdlr: version and flags (4), pre_defined (4), then the handler type: 'vide' for video.
    if (!handler || buffer.toString('latin1', handler.start + 8, handler.start + 12) !== 'vide')
      continue;
    const stsd = child(buffer, child(buffer, child(buffer, mdia, 'minf'), 'stbl'), 'stsd');
    // stsd: version and flags (4), entry count (4), then the first sample entry, a box.
    if (stsd) {
      const [entry] = boxes(buffer, stsd.start + 8, stsd.end);
      if (entry) codecs.push(entry.type);
    }
  }
  return codecs;
}

function mp4Problem(buffer: Buffer): string | undefined {
  const notVideo =
    'is not an MP4 video. Export the video as MP4 (H.264), the format every browser plays.';
  if (buffer.length < 16 || buffer.toString('latin1', 4, 8) !== 'ftyp') return notVideo;
  const [ftyp] = boxes(buffer, 0, buffer.length);
  if (!ftyp) return notVideo;
  const brands = [buffer.toString('latin1', ftyp.start, ftyp.start + 4)];
  for (let at = ftyp.start + 8; at + 4 <= ftyp.end; at += 4)
    brands.push(buffer.toString('latin1', at, at + 4));
  if (brands[0] === 'qt  ')
    return 'is a QuickTime movie (.mov) renamed to .mp4, which Chrome and Firefox cannot always play. Export it again as MP4 (H.264).';
  if (brands.some((brand) => pictureBrands.has(brand))) return notVideo;
  if (!brands.some((brand) => mp4Brands.has(brand))) return notVideo;
  const moov = boxes(buffer, 0, buffer.length).find((box) => box.type === 'moov');
  // A file saved with its index at the end (no "fast start") has its codec past what was read;
  // browsers still play it, so it passes on its brand alone.
  if (!moov) return undefined;
  const codecs = mp4VideoCodecs(buffer, moov);
  if (codecs.length === 0)
    return 'holds no picture, only sound. Use a video file: the page plays it muted behind the opening.';
  if (codecs.some((codec) => hevcCodecs.has(codec)))
    return 'is H.265 (HEVC), as phones record by default, which Chrome and Firefox do not play on most computers. Export it again as MP4 with H.264 ("most compatible" on an iPhone).';
  if (!codecs.some((codec) => playableMp4Codecs.has(codec)))
    return `is encoded as "${codecs[0]!.trim()}", which browsers do not play. Export it again as MP4 with H.264.`;
  return undefined;
}

// ---- WebM --------------------------------------------------------------------------------

/** An EBML element's ID and size, read at `at`: variable-length integers (RFC 8794). */
function element(
  buffer: Buffer,
  at: number,
): { id: number; start: number; end: number } | undefined {
  const idLength = vintLength(buffer[at]);
  if (!idLength || idLength > 4 || at + idLength >= buffer.length) return undefined;
  const id = buffer.readUIntBE(at, idLength);
  const sizeAt = at + idLength;
  const sizeLength = vintLength(buffer[sizeAt]);
  if (!sizeLength || sizeAt + sizeLength > buffer.length) return undefined;
  let size = buffer[sizeAt]! & (0xff >> sizeLength);
  for (let i = 1; i < sizeLength; i += 1) size = size * 256 + buffer[sizeAt + i]!;
  const start = sizeAt + sizeLength;
  return { id, start, end: Math.min(start + size, buffer.length) };
}

function vintLength(first: number | undefined): number {
  if (!first) return 0;
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length += 1;
  return length > 8 ? 0 : length;
}

const ebmlHeader = 0x1a45dfa3;
const docType = 0x4282;

function webmProblem(buffer: Buffer): string | undefined {
  const header = element(buffer, 0);
  if (!header || header.id !== ebmlHeader)
    return 'is not a WebM video. Export the video as WebM (VP9), or leave this field empty: the MP4 is enough.';
  for (let at = header.start; at < header.end;) {
    const inner = element(buffer, at);
    if (!inner) break;
    if (inner.id === docType) {
      const kind = buffer.toString('latin1', inner.start, inner.end).replace(/\0+$/, '');
      return kind === 'webm'
        ? undefined
        : `is a ${kind === 'matroska' ? 'Matroska (.mkv)' : kind} file renamed to .webm, which browsers do not always play. Export it again as WebM (VP9), or leave this field empty: the MP4 is enough.`;
    }
    at = inner.end;
  }
  return 'is not a WebM video. Export the video as WebM (VP9), or leave this field empty: the MP4 is enough.';
}
