/**
 * Picture files for the tests of the picture rules, made in a moment: animations in each
 * format, and a PNG larger than sharp decodes by default.
 */
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

const colours = ['#2563eb', '#db2777', '#16a34a', '#f59e0b'];

/** The raw pixels of `frames` frames of `width` × `height`, each a colour of its own, stacked. */
async function stackedFrames(width: number, height: number, frames: number) {
  const parts = await Promise.all(
    Array.from({ length: frames }, (_, i) =>
      sharp({
        create: { width, height, channels: 3, background: colours[i % colours.length]! },
      })
        .raw()
        .toBuffer(),
    ),
  );
  return sharp(Buffer.concat(parts), {
    raw: { width, height: height * frames, channels: 3, pageHeight: height },
  });
}

/** An animated WebP of `frames` frames. */
export async function animatedWebp(width: number, height: number, frames: number) {
  return (await stackedFrames(width, height, frames))
    .webp({ loop: 0, delay: Array<number>(frames).fill(100) })
    .toBuffer();
}

/** An animated GIF of `frames` frames. */
export async function animatedGif(width: number, height: number, frames: number) {
  return (await stackedFrames(width, height, frames)).gif({ loop: 0 }).toBuffer();
}

const u32 = (...values: number[]) => {
  const bytes = Buffer.alloc(4 * values.length);
  values.forEach((value, i) => bytes.writeUInt32BE(value, 4 * i));
  return bytes;
};

/** One part of a PNG: length, name, data and checksum. */
function pngPart(name: string, data: Buffer) {
  const named = Buffer.concat([Buffer.from(name, 'latin1'), data]);
  return Buffer.concat([u32(data.length), named, u32(crc32(named))]);
}

const pngSignature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

/** The parts of a PNG file, in order. */
function pngParts(png: Buffer) {
  const parts: { name: string; data: Buffer }[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    parts.push({
      name: png.toString('latin1', at + 4, at + 8),
      data: png.subarray(at + 8, at + 8 + length),
    });
    at += 12 + length;
  }
  return parts;
}

/**
 * An animated PNG (APNG) of `frames` frames: a still PNG whose first frame every reader shows,
 * plus an 'acTL' part that declares the animation and a frame control and data for each frame.
 * sharp cannot write one.
 */
export async function animatedPng(width: number, height: number, frames: number) {
  const stills = await Promise.all(
    Array.from({ length: frames }, (_, i) =>
      sharp({
        create: { width, height, channels: 3, background: colours[i % colours.length]! },
      })
        .png()
        .toBuffer(),
    ),
  );
  const pictures = stills.map((still) => pngParts(still).filter(({ name }) => name === 'IDAT'));
  const header = pngParts(stills[0]!).find(({ name }) => name === 'IHDR')!;
  let sequence = 0;
  // Frame control: sequence, size, offset, a delay of 1/10 s, no disposal or blending.
  const control = () =>
    pngPart(
      'fcTL',
      Buffer.concat([u32(sequence++, width, height, 0, 0), Buffer.from([0, 1, 0, 10, 0, 0])]),
    );
  const parts = [pngSignature, pngPart('IHDR', header.data), pngPart('acTL', u32(frames, 0))];
  pictures.forEach((data, frame) => {
    parts.push(control());
    for (const part of data)
      parts.push(
        frame === 0
          ? pngPart('IDAT', part.data)
          : pngPart('fdAT', Buffer.concat([u32(sequence++), part.data])),
      );
  });
  parts.push(pngPart('IEND', Buffer.alloc(0)));
  return Buffer.concat(parts);
}

/**
 * A black PNG of `width` × `height` at one bit a pixel: a real picture of 400 megapixels at
 * 20,000 × 20,000, made in a moment and small on disk, which sharp refuses to open by default.
 */
export function hugePng(width: number, height: number) {
  // Each row: filter 0, then the pixels, eight to a byte.
  const row = Buffer.alloc(1 + Math.ceil(width / 8));
  const pixels = deflateSync(Buffer.concat(Array<Buffer>(height).fill(row)));
  // Width, height, 1 bit deep, greyscale, default compression, filter and no interlace.
  const header = Buffer.concat([u32(width, height), Buffer.from([1, 0, 0, 0, 0])]);
  return Buffer.concat([
    pngSignature,
    pngPart('IHDR', header),
    pngPart('IDAT', pixels),
    pngPart('IEND', Buffer.alloc(0)),
  ]);
}
