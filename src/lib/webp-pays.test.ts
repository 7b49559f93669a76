import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { measureFormats, webpSmaller } from './webp-pays';

const picture = (colour: string) =>
  sharp({ create: { width: 96, height: 54, channels: 3, background: colour } })
    .png()
    .toBuffer();

describe('measureFormats', () => {
  it('measures a picture once when many pages ask for it at the same time', async () => {
    const bytes = await picture('#0f766e');
    const asked = [measureFormats(bytes, 'cover'), measureFormats(Buffer.from(bytes), 'cover')];
    expect(asked[0]).toBe(asked[1]);
    const [measured] = await Promise.all(asked);
    expect(measured!.webp.length).toBeGreaterThan(0);
    expect(measured!.jpeg).toHaveLength(measured!.webp.length);
  });

  it('measures another picture, or the same one in another family, on its own', async () => {
    const bytes = await picture('#b45309');
    expect(measureFormats(bytes, 'cover')).not.toBe(
      measureFormats(await picture('#1d4ed8'), 'cover'),
    );
    expect(measureFormats(bytes, 'cover')).not.toBe(measureFormats(bytes, 'portrait'));
  });

  it('offers WebP only when it is smaller than the JPEG at every width', () => {
    expect(webpSmaller({ webp: [10, 20], jpeg: [11, 21] })).toBe(true);
    expect(webpSmaller({ webp: [10, 22], jpeg: [11, 21] })).toBe(false);
  });
});
