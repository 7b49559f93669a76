import { describe, expect, it } from 'vitest';
import { betterFileName, mediaFileNameProblem } from './media-file-name';

describe('the name of a picture or video file', () => {
  it('is accepted as a web address carries it, as a camera or the editor names it', () => {
    for (const written of [
      './my-article/IMG_0042.JPG',
      './my-article/cover.png',
      './my-article/cover-2026.JPG',
      './web-hosting/web-hosting.mp4',
      '../outside/photo.jpg',
    ])
      expect(mediaFileNameProblem(written, 'picture'), written).toBeUndefined();
  });

  it('is refused with the name to use when it holds a space, a bracket, an accent or a sign', () => {
    expect(mediaFileNameProblem('./my-article/cover photo.png', 'picture')).toBe(
      '"./my-article/cover photo.png": the file name “cover photo.png” holds spaces, brackets, accents or other signs, which a web address cannot carry. Name files in lower-case words joined by -: rename it cover-photo.png and write "./my-article/cover-photo.png".',
    );
    expect(mediaFileNameProblem('./my-article/IMG_0042 (1).JPG', 'picture')).toMatch(
      /rename it img-0042-1\.jpg and write "\.\/my-article\/img-0042-1\.jpg"/,
    );
    expect(mediaFileNameProblem('./my-article/Café.jpg', 'picture')).toMatch(/rename it cafe\.jpg/);
    expect(mediaFileNameProblem('./my-article/My%20Photo.png', 'picture')).toMatch(
      /rename it my-photo\.png/,
    );
    expect(mediaFileNameProblem('./Web Hosting/loop.mp4', 'video')).toMatch(
      /the folder name “Web Hosting”.*rename it web-hosting and write "\.\/web-hosting\/loop\.mp4"/,
    );
  });

  it('says that a web address is no file of the site', () => {
    expect(mediaFileNameProblem('https://images.example.com/a b.jpg', 'picture')).toBe(
      '"https://images.example.com/a b.jpg" is a web address. A picture on this site is a file in the entry’s own folder: save the file there (with the right to use it) and write its name from there, like ./my-article/photo.jpg.',
    );
    expect(mediaFileNameProblem('//cdn.example.com/a.mp4', 'video')).toMatch(/is a web address/);
  });

  it('leaves a path from the root of the computer to the place check', () => {
    expect(mediaFileNameProblem('/tmp/My Photo.png', 'picture')).toBeUndefined();
    expect(mediaFileNameProblem('C:\\Photos\\A.png', 'picture')).toBeUndefined();
  });

  it('makes a better name from any name', () => {
    expect(betterFileName('Café (final).jpeg')).toBe('cafe-final.jpeg');
    expect(betterFileName('.jpg')).toBe('picture.jpg');
  });
});
