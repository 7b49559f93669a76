// @vitest-environment content-dom
import { afterEach, describe, expect, it } from 'vitest';
import { hostingPlans, services as serviceList } from '~/data/services';
import { prefillLines } from './prefill-lines';
import { refusingStorage as refusing } from './refusing-storage.test-support';
import {
  draftWins,
  enquiryDraftKey,
  enquiryDraftStore,
  fillEmptyFields,
  readDraftFields,
  type EnquiryDraft,
} from './draft-store';

const draft: EnquiryDraft = {
  fields: {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '+1 307 555 0100',
    message: 'A new storefront.\nLive by May.',
  },
  prefill: '',
};

afterEach(() => {
  sessionStorage.clear();
  document.body.innerHTML = '';
});

describe('enquiryDraftStore', () => {
  it('keeps the draft in this tab’s sessionStorage and gives it back', () => {
    const store = enquiryDraftStore();
    store.save(draft);
    expect(JSON.parse(sessionStorage.getItem(enquiryDraftKey) ?? '')).toEqual(draft);
    expect(localStorage.getItem(enquiryDraftKey)).toBeNull();
    expect(enquiryDraftStore().load()).toEqual(draft);
  });

  it('stores only the four fields and the link’s line, whatever else it is handed', () => {
    const store = enquiryDraftStore();
    store.save({
      ...draft,
      fields: { ...draft.fields, website: 'https://spam.example' },
    } as EnquiryDraft);
    expect(Object.keys(JSON.parse(sessionStorage.getItem(enquiryDraftKey) ?? '{}').fields)).toEqual(
      ['name', 'email', 'phone', 'message'],
    );
  });

  it('clears the draft', () => {
    const store = enquiryDraftStore();
    store.save(draft);
    store.clear();
    expect(store.load()).toBeUndefined();
    expect(sessionStorage.getItem(enquiryDraftKey)).toBeNull();
  });

  it('removes the draft instead of keeping one with nothing typed in it', () => {
    const store = enquiryDraftStore();
    store.save(draft);
    store.save({ fields: { name: '', email: ' ', phone: '', message: '\n' }, prefill: '' });
    expect(sessionStorage.getItem(enquiryDraftKey)).toBeNull();
  });

  it('ignores broken or foreign values under its key', () => {
    const store = enquiryDraftStore();
    for (const stored of ['{', 'null', '"text"', '{"fields":{}}', '{"prefill":""}']) {
      sessionStorage.setItem(enquiryDraftKey, stored);
      expect(store.load(), stored).toBeUndefined();
    }
    sessionStorage.setItem(enquiryDraftKey, '{"fields":{"name":"Ada","phone":42},"prefill":""}');
    expect(store.load()).toEqual({
      fields: { name: 'Ada', email: '', phone: '', message: '' },
      prefill: '',
    });
  });

  it('keeps nothing and throws nothing where storage is refused', () => {
    const store = enquiryDraftStore(refusing);
    expect(() => store.save(draft)).not.toThrow();
    expect(store.load()).toBeUndefined();
    expect(() => store.clear()).not.toThrow();
  });
});

describe('draftWins', () => {
  const { plans, services } = prefillLines(hostingPlans, serviceList);
  // The first of each in the content: any plan's or service's line would do.
  const plan = openingLine(plans, Object.keys(plans)[0] ?? '');
  const service = openingLine(services, Object.keys(services)[0] ?? '');

  it('restores the draft on a plain /contact', () => {
    expect(draftWins(draft, '')).toBe(true);
    expect(draftWins({ ...draft, prefill: plan }, '')).toBe(true);
  });

  it('lets a link naming a service or plan win over a draft typed elsewhere', () => {
    expect(draftWins(draft, plan)).toBe(false);
    expect(draftWins({ ...draft, prefill: service }, plan)).toBe(false);
  });

  it('restores a draft typed under the same link, as on a reload of it', () => {
    expect(draftWins({ ...draft, prefill: plan }, plan)).toBe(true);
  });
});

describe('reading and filling the form', () => {
  function formWith(values: Partial<Record<string, string>> = {}) {
    document.body.innerHTML = `
      <form>
        <input type="hidden" name="title" value="Website Contact Form">
        <input name="name"><input name="email" type="email"><input name="phone" type="tel">
        <textarea name="message"></textarea>
      </form>
      <input name="website" value="https://spam.example">`;
    const form = document.querySelector('form') as HTMLFormElement;
    for (const [name, value] of Object.entries(values)) {
      (form.elements.namedItem(name) as HTMLInputElement).value = value ?? '';
    }
    return form;
  }

  it('reads the four typed fields and nothing else', () => {
    const form = formWith(draft.fields);
    expect(readDraftFields(form)).toEqual(draft.fields);
  });

  it('fills the empty fields and leaves what the visitor already typed', () => {
    const form = formWith({ name: 'Grace Hopper' });
    fillEmptyFields(form, draft.fields);
    expect(readDraftFields(form)).toEqual({ ...draft.fields, name: 'Grace Hopper' });
  });
});

/** The opening line a `?plan=`/`?service=` link puts in the message, as the contact page computes it. */
function openingLine(lines: Readonly<Record<string, string>>, key: string): string {
  const line = lines[key];
  if (!line) throw new Error(`No opening line for ${key}`);
  return line;
}
