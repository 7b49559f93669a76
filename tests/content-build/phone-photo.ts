import sharp from 'sharp';

/**
 * A picture saved as a phone saves a photo taken upright: stored a quarter turn back with an
 * orientation tag that says to turn it, and with the camera's make and the place it was taken
 * (GPS) in its EXIF, all of which the site must not publish.
 */
export async function storedByPhone(upright: Buffer, quality = 90): Promise<Buffer> {
  const stored = await sharp(upright).rotate(-90).jpeg({ quality }).toBuffer();
  return sharp(stored)
    .withExif({
      IFD0: { Make: 'Pixelphone', Model: 'Pixelphone 9' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '18/1 33/1 3240/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '73/1 47/1 1248/100',
      },
    })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality })
    .toBuffer();
}
