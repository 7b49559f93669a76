// @vitest-environment happy-dom
/**
 * A refusal under a field Keystatic draws is tied to it, as Keystatic's own fields tie theirs:
 * a text box (the legal text's, an article's) says it is invalid and is described by the
 * message, and a picture's upload is described by it; once put right, the field is as Keystatic
 * drew it. (The Markdown editor needs the whole editor around it: tests/editor/ drives it.)
 */
import { KeystarProvider } from '@keystar/ui/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { familyMinimum } from '~/lib/image-family';
import { z } from 'astro/zod';
import { checkedChoices } from './checked-choices';
import { MarkedField } from './field-problem';
import { namedPicture } from './named-picture';

// Node is given Keystatic's build for servers, whose inputs are left out; the browser's is the
// one the editor runs.
vi.mock(
  '@keystatic/core',
  () => import('../../node_modules/@keystatic/core/dist/keystatic-core.js'),
);

const describedBy = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);

describe('MarkedField', () => {
  const field = (message: string | undefined) => (
    <MarkedField input='[role="textbox"]' invalid message={message}>
      <p id="help">What to write.</p>
      <div role="textbox" aria-label="Text" aria-describedby="help" />
    </MarkedField>
  );

  it('ties the message to the input Keystatic drew, beside its own description', () => {
    const { rerender } = render(field('The page has no text.'));
    const input = screen.getByRole('textbox');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The page has no text.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(describedBy(input)).toEqual(['help', alert.id]);
    // Drawn again with the message unchanged, it is not tied twice.
    rerender(field('The page has no text.'));
    expect(describedBy(input)).toEqual(['help', alert.id]);
  });

  it('leaves the input as Keystatic drew it once the text is put right', () => {
    const { rerender } = render(field('The page has no text.'));
    rerender(field(undefined));
    const input = screen.getByRole('textbox');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(describedBy(input)).toEqual(['help']);
  });
});

describe('a picture chosen in the editor', () => {
  /** The first bytes of a PNG of `width` × `height`: all the check reads of it. */
  function png(width: number, height: number) {
    const bytes = new Uint8Array(24);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    bytes.set(new TextEncoder().encode('IHDR'), 12);
    new DataView(bytes.buffer).setUint32(16, width);
    new DataView(bytes.buffer).setUint32(20, height);
    return { data: bytes, extension: 'png', filename: 'IMG_0042.png' };
  }
  const photo = namedPicture({ label: 'Photo', validation: { isRequired: true } }, 'portrait');
  const { width, height } = familyMinimum('portrait');
  const small = `"IMG_0042.png" is ${width - 40} × ${height} pixels, too small for a team photo: it needs at least ${width} × ${height} pixels. Use a larger original.`;

  it('is refused at once, in the build’s words, tied to the upload', () => {
    render(
      <KeystarProvider>
        <photo.Input
          value={png(width - 40, height)}
          onChange={() => {}}
          autoFocus={false}
          forceValidation={false}
        />
      </KeystarProvider>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(small);
    expect(describedBy(screen.getByRole('group', { name: 'Photo' }))).toContain(alert.id);
  });

  it('refuses the save, so nothing is written', () => {
    expect(() => photo.validate(png(width - 40, height))).toThrow(small);
    expect(() =>
      photo.validate({ ...png(width, height), data: new TextEncoder().encode('notes') }),
    ).toThrow('"IMG_0042.png" is not a picture this site can read.');
    expect(photo.validate(png(width, height))).toMatchObject({ filename: 'IMG_0042.png' });
    expect(() => photo.validate(null)).toThrow();
  });
});

describe('a set of checkboxes, refused', () => {
  it('is described by the schema’s words', () => {
    const topics = checkedChoices({
      label: 'Topics',
      values: ['design', 'hosting'],
      schema: z.array(z.string()).min(1, { error: 'Tick at least one topic.' }),
    });
    render(
      <KeystarProvider>
        <topics.Input value={[]} onChange={() => {}} autoFocus={false} forceValidation />
      </KeystarProvider>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Tick at least one topic.');
    expect(describedBy(screen.getByRole('group', { name: 'Topics' }))).toContain(alert.id);
  });
});
