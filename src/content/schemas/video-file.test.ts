import { mkdir, mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxVideoBytes, videoFileProblem } from './video-file';

/** A collection's folder, with one entry folder ("promo") for the videos. */
let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'video-file-test-'));
  await mkdir(path.join(folder, 'promo'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

async function put(name: string, bytes: Buffer): Promise<string> {
  await writeFile(path.join(folder, 'promo', name), bytes);
  return `./promo/${name}`;
}

// ---- files made byte by byte, in the layout of each format ---------------------------------

/** An ISO media box: its size, its four letters, its contents. */
const box = (type: string, ...contents: Buffer[]) => {
  const body = Buffer.concat(contents);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};
const ftyp = (major: string, ...compatible: string[]) =>
  box('ftyp', Buffer.from(major, 'latin1'), Buffer.alloc(4), Buffer.from(compatible.join('')));
/** A track of `handler` ('vide' or 'soun') whose first sample entry is `codec`. */
const track = (handler: string, codec: string) =>
  box(
    'trak',
    box(
      'mdia',
      box('hdlr', Buffer.alloc(8), Buffer.from(handler, 'latin1'), Buffer.alloc(13)),
      box(
        'minf',
        box(
          'stbl',
          box('stsd', Buffer.from([0, 0, 0, 0, 0, 0, 0, 1]), box(codec, Buffer.alloc(78))),
        ),
      ),
    ),
  );
const mp4 = (brands: Buffer, ...tracks: Buffer[]) =>
  Buffer.concat([brands, box('moov', ...tracks), box('mdat', Buffer.alloc(64))]);

/** An EBML header whose DocType is `kind`, then the start of a segment. */
const ebml = (kind: string) => {
  const docType = Buffer.concat([Buffer.from([0x42, 0x82, 0x80 | kind.length]), Buffer.from(kind)]);
  return Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | docType.length]),
    docType,
    Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]),
  ]);
};

describe('a background video named by an entry', () => {
  it('is accepted as an H.264, AV1 or VP9 MP4, or a WebM, in a folder beside the entry', async () => {
    for (const codec of ['avc1', 'av01', 'vp09']) {
      const name = await put(
        `${codec}.mp4`,
        mp4(ftyp('isom', 'isom', 'mp41'), track('soun', 'mp4a'), track('vide', codec)),
      );
      expect(await videoFileProblem(folder, name, 'mp4'), codec).toBeUndefined();
    }
    const webm = await put('loop.webm', ebml('webm'));
    expect(await videoFileProblem(folder, webm, 'webm')).toBeUndefined();
  });

  it('is accepted on its brand when its index is at the end of the file (no fast start)', async () => {
    const name = await put('slow.mp4', Buffer.concat([ftyp('mp42', 'mp42', 'isom'), box('mdat')]));
    expect(await videoFileProblem(folder, name, 'mp4')).toBeUndefined();
  });

  it('is refused, naming the file, when it is not there', async () => {
    expect(await videoFileProblem(folder, './promo/missing.mp4', 'mp4')).toMatch(
      /^There is no file ".*promo\/missing\.mp4"\. Put the MP4 video in the same folder/,
    );
  });

  it('is refused when it is not in a folder beside the entry', async () => {
    for (const written of [
      '/tmp/promo.mp4',
      '../promo/promo.mp4',
      './promo/../../promo.mp4',
      'promo/promo.mp4',
      './promo.mp4',
      './promo/deeper/promo.mp4',
    ])
      expect(await videoFileProblem(folder, written, 'mp4'), written).toBe(
        `"${written}" is not in a folder next to this page's file. Put the MP4 video in the page's own folder (where its picture is) and write its name like ./page-name/page-name.mp4.`,
      );
  });

  it('is refused under a name a web address cannot carry, with the name to use', async () => {
    expect(await videoFileProblem(folder, './promo/Promo Loop.mp4', 'mp4')).toMatch(
      /the file name “Promo Loop\.mp4” holds spaces.*rename it promo-loop\.mp4/,
    );
  });

  it('is refused when its name says another format than its field takes', async () => {
    const name = await put('loop.mov', mp4(ftyp('isom'), track('vide', 'avc1')));
    expect(await videoFileProblem(folder, name, 'mp4')).toMatch(
      /promo\/loop\.mov" does not end in \.mp4\. This field takes an MP4 video/,
    );
    const webm = await put('loop.mp4', ebml('webm'));
    expect(await videoFileProblem(folder, webm, 'webm')).toMatch(/does not end in \.webm/);
  });

  it('is refused when it is larger than the limit', async () => {
    const name = await put('long.mp4', Buffer.alloc(0));
    await truncate(path.join(folder, name), maxVideoBytes + 1);
    expect(await videoFileProblem(folder, name, 'mp4')).toMatch(
      /long\.mp4" is 10 MB, more than the 10 MB limit for a background video\. Export a shorter/,
    );
  });

  it('is refused when its contents are not an MP4 video, whatever its name', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const heic = mp4(ftyp('heic', 'mif1', 'heic'));
    for (const [file, bytes] of [
      ['picture.mp4', png],
      ['photo.mp4', heic],
      ['empty.mp4', Buffer.alloc(0)],
    ] as const) {
      const name = await put(file, bytes);
      expect(await videoFileProblem(folder, name, 'mp4'), file).toMatch(
        new RegExp(`${file}" is not an MP4 video\\. Export the video as MP4 \\(H\\.264\\)`),
      );
    }
  });

  it('is refused as H.265, the format phones record in, which most browsers cannot play', async () => {
    const name = await put('phone.mp4', mp4(ftyp('isom', 'isom'), track('vide', 'hvc1')));
    expect(await videoFileProblem(folder, name, 'mp4')).toMatch(
      /phone\.mp4" is H\.265 \(HEVC\), as phones record by default, .* Export it again as MP4 with H\.264/,
    );
  });

  it('is refused as a QuickTime movie renamed to .mp4', async () => {
    const name = await put('movie.mp4', mp4(ftyp('qt  ', 'qt  '), track('vide', 'avc1')));
    expect(await videoFileProblem(folder, name, 'mp4')).toMatch(
      /movie\.mp4" is a QuickTime movie \(\.mov\) renamed to \.mp4/,
    );
  });

  it('is refused when it holds sound only', async () => {
    const name = await put('sound.mp4', mp4(ftyp('M4A ', 'isom'), track('soun', 'mp4a')));
    expect(await videoFileProblem(folder, name, 'mp4')).toMatch(
      /sound\.mp4" holds no picture, only sound/,
    );
  });

  it('is refused as WebM when it is another Matroska file, or not one at all', async () => {
    const mkv = await put('film.webm', ebml('matroska'));
    expect(await videoFileProblem(folder, mkv, 'webm')).toMatch(
      /film\.webm" is a Matroska \(\.mkv\) file renamed to \.webm.* leave this field empty: the MP4 is enough\./,
    );
    const mp4File = await put('other.webm', mp4(ftyp('isom'), track('vide', 'avc1')));
    expect(await videoFileProblem(folder, mp4File, 'webm')).toMatch(
      /other\.webm" is not a WebM video\. Export the video as WebM \(VP9\)/,
    );
  });
});
