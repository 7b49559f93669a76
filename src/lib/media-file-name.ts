/**
 * The names a picture or video file may have. Its name becomes part of a web address, so a space,
 * a bracket, a capital or another sign would have the page point at a file the build does not
 * publish, and a Markdown picture whose name holds a space is shown as typed. So a name holds
 * only what an address carries as it is (letters without accents, figures, - _ and dots, as a
 * camera's IMG_0042.JPG does), and the refusal gives a name to use, in lower-case words. A web address is no file of the site: the picture must be
 * downloaded into the entry's folder. Used by the build and the editor: no Node module here.
 */
import { addressFromWords } from './address-from-words';

/** What a web address carries as it is: letters without accents, figures, - _ and dots. */
const plainName = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;

/** A file's `name` as it may be: 'My Photo.PNG' → 'my-photo.png', '.jpg' → 'picture.jpg'. */
export function betterFileName(name: string): string {
  const dot = name.lastIndexOf('.');
  const [base, ending] = dot >= 0 ? [name.slice(0, dot), name.slice(dot + 1)] : [name, ''];
  const words = addressFromWords(base) || 'picture';
  const kind = ending.toLowerCase().replace(/[^a-z0-9]/g, '');
  return kind ? `${words}.${kind}` : words;
}

/**
 * Why `written`, a path to a `what` from its entry ('./my-article/cover photo.png'), does not name
 * a file the site can publish under its name, or undefined when it does (or names no file at
 * all: the place and the file's own checks say so).
 */
export function mediaFileNameProblem(
  written: string,
  what: 'picture' | 'video',
): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(written.trim()) || written.trim().startsWith('//'))
    return `"${written}" is a web address. A ${what} on this site is a file in the entry’s own folder: save the file there (with the right to use it) and write its name from there, like ./my-article/${what === 'picture' ? 'photo.jpg' : 'background.mp4'}.`;
  // A path from the root of the computer, or a Windows one, is the place check's to refuse.
  if (/^(\/|[a-z]:)|\\/i.test(written)) return undefined;
  const parts = written.split('/');
  const bad = parts.findIndex((part, index) => {
    if (index === 0 && part === '.') return false;
    return !plainName.test(part) && part !== '.' && part !== '..';
  });
  if (bad < 0) return undefined;
  const isFile = bad === parts.length - 1;
  // A name the editor wrote with escapes ('My%20Photo.png') is the file 'My Photo.png'.
  const named = decoded(parts[bad]!);
  const better = isFile ? betterFileName(named) : addressFromWords(named) || 'folder';
  const fixed = parts.map((part, index) => (index === bad ? better : part)).join('/');
  return `"${written}": the ${isFile ? 'file' : 'folder'} name “${parts[bad]}” holds spaces, brackets, accents or other signs, which a web address cannot carry. Name ${isFile ? 'files' : 'folders'} in lower-case words joined by -: rename it ${better} and write "${fixed}".`;
}

function decoded(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}
