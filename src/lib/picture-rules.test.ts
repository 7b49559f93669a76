import { describe, expect, it } from 'vitest';
import { familyMinimum } from './image-family';
import { maxImageBytes, pictureBytesProblem, pictureHeaderProblem } from './picture-rules';

const still = { format: 'jpeg', frames: 1, width: 4000, height: 3000 };

describe('the picture rules, as the build and the editor apply them', () => {
  it('accept a large still photo in each of the four formats', () => {
    for (const format of ['jpeg', 'png', 'webp'])
      expect(pictureHeaderProblem('a', 'cover', { ...still, format })).toBeUndefined();
    expect(
      pictureHeaderProblem('a', 'cover', { ...still, format: 'heif', compression: 'av1' }),
    ).toBeUndefined();
  });

  it('refuse a phone’s HEIC photo, which is HEIF in another coding than AVIF’s', () => {
    expect(
      pictureHeaderProblem('IMG_1.HEIC', 'cover', {
        ...still,
        format: 'heif',
        compression: 'hevc',
      }),
    ).toBe('"IMG_1.HEIC" is a HEIF file. Use a JPEG, PNG, WebP or AVIF file.');
  });

  it('say an animation is one before saying its format is not accepted', () => {
    expect(pictureHeaderProblem('a.gif', 'cover', { ...still, format: 'gif', frames: 3 })).toMatch(
      /^"a\.gif" is an animation \(3 frames\)\. This site shows still pictures only/,
    );
  });

  it('measure a photo turned by its orientation tag as it is shown', () => {
    const { width, height } = familyMinimum('poster');
    const turned = { ...still, width: height, height: width, orientation: 6 };
    expect(pictureHeaderProblem('a', 'poster', turned)).toBeUndefined();
    expect(pictureHeaderProblem('a', 'poster', { ...turned, orientation: 1 })).toMatch(
      /too small for a page background picture/,
    );
  });

  it('refuse a file over the size limit before reading it', () => {
    expect(pictureBytesProblem('a', 'cover', maxImageBytes)).toBeUndefined();
    expect(pictureBytesProblem('a', 'cover', maxImageBytes + 1024 * 1024)).toMatch(
      /^"a" is 21 MB, more than the 20 MB limit\./,
    );
  });
});
