import type { EnquiryFieldName } from '~/content/types';
import { browserStorage, safeStorage, type KeyValueStorage } from './safe-storage';

/**
 * Where the contact form keeps the visitor's unsent words: in sessionStorage
 * under this key, so the draft belongs to this tab only and is gone when the
 * tab closes (or when the enquiry is sent).
 */
export const enquiryDraftKey = 'brightwave-enquiry-draft';

/** What a draft keeps: the four fields the visitor types. The honeypot and the fixed title never go in. */
export const draftFieldNames = [
  'name',
  'email',
  'phone',
  'message',
] as const satisfies readonly EnquiryFieldName[];

export type EnquiryDraftFields = Record<(typeof draftFieldNames)[number], string>;

export interface EnquiryDraft {
  fields: EnquiryDraftFields;
  /** The `?service=`/`?plan=` line of the link the visitor typed this draft under; '' for a plain /contact. */
  prefill: string;
}

export interface EnquiryDraftStore {
  load(): EnquiryDraft | undefined;
  /** Keeps the draft; a draft with nothing typed in it is removed instead. */
  save(draft: EnquiryDraft): void;
  clear(): void;
}

/**
 * The draft in `storage` (this tab's sessionStorage by default). Every call
 * is safe where storage is refused: nothing is kept, nothing is restored and
 * the form works as it does without drafts.
 */
export function enquiryDraftStore(
  storage: KeyValueStorage | undefined = browserStorage('sessionStorage'),
): EnquiryDraftStore {
  const store = safeStorage(storage);
  return {
    load: () => parseDraft(store.get(enquiryDraftKey)),
    save(draft) {
      if (draftFieldNames.every((name) => draft.fields[name].trim() === '')) {
        store.remove(enquiryDraftKey);
        return;
      }
      store.set(enquiryDraftKey, JSON.stringify(pickDraft(draft)));
    },
    clear: () => store.remove(enquiryDraftKey),
  };
}

/**
 * Which wins when /contact opens with both a draft and a `?service=` or
 * `?plan=` line (`prefill`, '' when the link names nothing). The link wins
 * while the visitor has not typed under it: it is the choice they made a
 * moment ago, and an older draft may be about something else, so mixing the
 * two would send a muddled enquiry. That draft is not lost until the visitor
 * types over it, and a plain /contact brings it back. The draft wins when it
 * was typed under this same link (a reload or Back on it), because it already
 * holds the link's line and everything written after it.
 */
export function draftWins(draft: EnquiryDraft, prefill: string): boolean {
  return prefill === '' || draft.prefill === prefill;
}

/** The four fields as the form holds them now. */
export function readDraftFields(form: HTMLFormElement): EnquiryDraftFields {
  const value = (name: string) => {
    const control = form.elements.namedItem(name);
    return isTextControl(control) ? control.value : '';
  };
  return {
    name: value('name'),
    email: value('email'),
    phone: value('phone'),
    message: value('message'),
  };
}

/** Puts the draft into every field that is still empty; what the visitor has typed already stays. */
export function fillEmptyFields(form: HTMLFormElement, fields: EnquiryDraftFields): void {
  for (const name of draftFieldNames) {
    const control = form.elements.namedItem(name);
    if (isTextControl(control) && control.value === '') control.value = fields[name];
  }
}

function isTextControl(
  control: Element | RadioNodeList | null,
): control is HTMLInputElement | HTMLTextAreaElement {
  return control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement;
}

/** A stored draft, or undefined for nothing, broken JSON or any other shape. */
function parseDraft(text: string | null): EnquiryDraft | undefined {
  if (text === null) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(value) || !isRecord(value.fields) || typeof value.prefill !== 'string') {
    return undefined;
  }
  const stored = value.fields;
  const field = (name: keyof EnquiryDraftFields) => {
    const kept = stored[name];
    return typeof kept === 'string' ? kept : '';
  };
  return {
    fields: {
      name: field('name'),
      email: field('email'),
      phone: field('phone'),
      message: field('message'),
    },
    prefill: value.prefill,
  };
}

/** Only the draft's own keys, whatever else the object carries. */
function pickDraft({ fields, prefill }: EnquiryDraft): EnquiryDraft {
  const { name, email, phone, message } = fields;
  return { fields: { name, email, phone, message }, prefill };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
