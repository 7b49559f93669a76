import { useEffect, useRef, type RefObject } from 'react';
import {
  draftWins,
  enquiryDraftStore,
  fillEmptyFields,
  readDraftFields,
} from '~/lib/enquiry/draft-store';
import { enquiryPrefill, type PrefillLines } from '~/lib/enquiry/prefill';

export interface EnquiryDraftControls {
  /** Keeps what the form holds now as this tab's draft (call it on every input). */
  keep(form: HTMLFormElement): void;
  /** Forgets the draft once the enquiry has gone. */
  discard(): void;
}

/**
 * Fills the form when /contact opens: with the tab's draft (after a reload,
 * Back or a link), or with the line a `?service=`/`?plan=` link names.
 * `draftWins` decides between the two and says why. Both run in an effect
 * after mount, never during render: the page is prerendered without either,
 * so the first render must match that HTML. The query string is read from the
 * page's own URL: the form is an island, outside any router, and a page with
 * another query string is another page load. Neither ever overwrites a field
 * the visitor has already typed in.
 */
export function useEnquiryDraft(
  formRef: RefObject<HTMLFormElement | null>,
  prefills: PrefillLines,
): EnquiryDraftControls {
  /** The line the page's `?service=`/`?plan=` names, read once the form is mounted. */
  const lineRef = useRef('');
  /** The link line the form's words were typed under, stored with the draft; unset until the first run. */
  const origin = useRef<string | undefined>(undefined);
  /** The link line last put in the message box, replaced when another link's line arrives. */
  const applied = useRef('');

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const line = enquiryPrefill(new URLSearchParams(window.location.search), prefills) ?? '';
    lineRef.current = line;
    if (origin.current === undefined) {
      origin.current = line;
      const draft = enquiryDraftStore().load();
      if (draft && draftWins(draft, line)) {
        origin.current = draft.prefill;
        applied.current = line; // the draft already holds this line, or the visitor took it out
        fillEmptyFields(form, draft.fields);
      }
    }
    const box = form.elements.namedItem('message');
    if (!line || line === applied.current || !(box instanceof HTMLTextAreaElement)) return;
    if (box.value === '' || box.value === applied.current) {
      box.value = line;
      applied.current = line;
      origin.current = line;
    }
  }, [formRef, prefills]);

  return {
    keep(form) {
      enquiryDraftStore().save({
        fields: readDraftFields(form),
        prefill: origin.current ?? lineRef.current,
      });
    },
    discard() {
      enquiryDraftStore().clear();
    },
  };
}
