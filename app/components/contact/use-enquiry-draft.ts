import { useEffect, useRef, type RefObject } from 'react';
import { useSearchParams } from 'react-router';
import {
  draftWins,
  enquiryDraftStore,
  fillEmptyFields,
  readDraftFields,
} from '~/lib/enquiry/draft-store';
import { enquiryPrefill } from '~/lib/enquiry/prefill';

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
 * so the first render must match that HTML, and the same effect serves a
 * form mounted by client navigation or by a full page load. Neither ever
 * overwrites a field the visitor has already typed in.
 */
export function useEnquiryDraft(formRef: RefObject<HTMLFormElement | null>): EnquiryDraftControls {
  const [params] = useSearchParams();
  const line = enquiryPrefill(params) ?? '';
  /** The link line the form's words were typed under, stored with the draft; unset until the first run. */
  const origin = useRef<string | undefined>(undefined);
  /** The link line last put in the message box, replaced when another link's line arrives. */
  const applied = useRef('');

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
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
  }, [line, formRef]);

  return {
    keep(form) {
      enquiryDraftStore().save({ fields: readDraftFields(form), prefill: origin.current ?? line });
    },
    discard() {
      enquiryDraftStore().clear();
    },
  };
}
