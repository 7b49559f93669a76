// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { heldSubmitAttribute, holdEarlySubmitScript, liveFormAttribute } from './early-submit';

function renderForm() {
  document.body.innerHTML =
    '<form id="enquiry-form"><input name="name" value="Asha"><button type="submit" disabled>Send Message</button></form>';
  // The page runs the script as it is parsed, right after the form.
  new Function(holdEarlySubmitScript('enquiry-form'))();
  return document.querySelector('form')!;
}

function submit(form: HTMLFormElement) {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  let reachedDocument = false;
  const listener = () => (reachedDocument = true);
  document.addEventListener('submit', listener);
  form.dispatchEvent(event);
  document.removeEventListener('submit', listener);
  return { prevented: event.defaultPrevented, reachedDocument };
}

describe('holdEarlySubmitScript', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('enables the submit button the HTML ships disabled (it stays disabled without JavaScript)', () => {
    const form = renderForm();
    expect(form.querySelector('button')!.disabled).toBe(false);
  });

  it('holds a submit made before React is live: no page reload, the form marked as waiting', () => {
    const form = renderForm();
    const { prevented, reachedDocument } = submit(form);
    expect(prevented).toBe(true);
    expect(reachedDocument).toBe(false);
    expect(form.hasAttribute(heldSubmitAttribute)).toBe(true);
  });

  it('steps aside once React has marked the form live, so a submit is handled once, by React', () => {
    const form = renderForm();
    form.setAttribute(liveFormAttribute, '');
    const { prevented, reachedDocument } = submit(form);
    expect(prevented).toBe(false);
    expect(reachedDocument).toBe(true);
    expect(form.hasAttribute(heldSubmitAttribute)).toBe(false);
  });

  it('does nothing on a page without the form', () => {
    document.body.innerHTML = '<p>No form here</p>';
    expect(() => new Function(holdEarlySubmitScript('enquiry-form'))()).not.toThrow();
  });
});
