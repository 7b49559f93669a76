import { useEffect, useRef, useState, type RefObject } from 'react';
import type { EnquiryFormCopy } from '~/components/contact/enquiry-copy';

/** How long typing must pause before a screen reader hears the count, so it is not read per key. */
const announceAfterMs = 1_000;

export interface CharacterCountProps {
  /** The message box; its `maxLength` is the limit counted against. */
  fieldRef: RefObject<HTMLTextAreaElement | null>;
  id: string;
  /** The message box's words: the count and the note on a cut paste. */
  words: EnquiryFormCopy['message'];
}

/**
 * Under the message box: how many characters are left once few are (`countFrom`), and, when a
 * paste or drop was cut short by `maxlength`, how much of it was left out. The browser enforces
 * the limit; this only says so. What a sighted visitor reads updates at once; a screen reader
 * hears it in a polite live region once typing pauses, and at once for a cut paste.
 */
export function CharacterCount({ fieldRef, id, words }: CharacterCountProps) {
  const [left, setLeft] = useState<number>();
  const [lost, setLost] = useState(0);
  const [announced, setAnnounced] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    const field = fieldRef.current;
    if (!field) return;
    const form = field.form;
    const remaining = () => Math.max(0, field.maxLength - field.value.length);
    const show = (message?: string) => {
      const now = remaining();
      setLeft(now);
      clearTimeout(timer.current);
      if (message) setAnnounced(message);
      else if (now <= words.countFrom)
        timer.current = setTimeout(() => setAnnounced(words.charactersLeft(now)), announceAfterMs);
      else setAnnounced('');
    };
    /** What an insertion would overflow by, measured before the browser cuts it. */
    let overflow = 0;
    const beforeInput = (event: InputEvent) => {
      const added = (event.dataTransfer?.getData('text/plain') ?? event.data ?? '').replace(
        /\r\n?/g,
        '\n',
      );
      const replaced = field.selectionEnd - field.selectionStart;
      overflow = Math.max(0, field.value.length - replaced + added.length - field.maxLength);
    };
    const input = () => {
      const cut = overflow;
      overflow = 0;
      setLost(cut);
      show(cut ? words.pasteCut(cut) : undefined);
    };
    // A reset (after a successful send) empties the box after its event: count once it has.
    const reset = () =>
      setTimeout(() => {
        setLost(0);
        show();
      }, 0);
    show();
    field.addEventListener('beforeinput', beforeInput);
    field.addEventListener('input', input);
    form?.addEventListener('reset', reset);
    return () => {
      clearTimeout(timer.current);
      field.removeEventListener('beforeinput', beforeInput);
      field.removeEventListener('input', input);
      form?.removeEventListener('reset', reset);
    };
  }, [fieldRef, words]);

  const near = left !== undefined && left <= words.countFrom;
  return (
    <div id={id} className="mt-2 text-sm leading-6">
      {lost > 0 && (
        <p aria-hidden="true" className="font-semibold text-amber-800">
          {words.pasteCut(lost)}
        </p>
      )}
      {near && (
        <p aria-hidden="true" className="text-right text-slate-600 tabular-nums">
          {words.charactersLeft(left)}
        </p>
      )}
      <p aria-live="polite" className="sr-only">
        {announced}
      </p>
    </div>
  );
}
