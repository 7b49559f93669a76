// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heldSubmitAttribute, heldSubmitBoundMs, liveFormAttribute } from './early-submit';
import { holdEarlySubmitScript } from './early-submit-script';
import { enquiryMailto } from './mailto';

const words = {
  labels: { name: 'Name', email: 'Email', phone: 'Phone' },
  cutNotice: '(shortened)',
};
const mail = { to: 'hello@agency.test', subject: 'Website Contact Form', words };

function renderForm() {
  document.body.innerHTML = `
    <form id="enquiry-form">
      <input name="name" value="Asha"><input name="email" value="asha@company.com">
      <input name="phone" value="+1 555"><textarea name="message">Hello</textarea>
      <button type="submit" disabled>Send Message</button>
    </form>
    <div id="enquiry-stalled" hidden><a data-enquiry-mailto href="mailto:hello@agency.test">Email</a></div>`;
  // The page runs the script as it is parsed, right after the form.
  new Function(
    holdEarlySubmitScript({ formId: 'enquiry-form', stalledId: 'enquiry-stalled', mail }),
  )();
  return {
    form: document.querySelector('form')!,
    stalled: document.getElementById('enquiry-stalled')!,
    link: document.querySelector<HTMLAnchorElement>('[data-enquiry-mailto]')!,
  };
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
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('enables the submit button the HTML ships disabled (it stays disabled without JavaScript)', () => {
    const { form } = renderForm();
    expect(form.querySelector('button')!.disabled).toBe(false);
  });

  it('holds a submit made before React is live: no page reload, the form marked as sending', () => {
    const { form } = renderForm();
    const { prevented, reachedDocument } = submit(form);
    expect(prevented).toBe(true);
    expect(reachedDocument).toBe(false);
    expect(form.hasAttribute(heldSubmitAttribute)).toBe(true);
  });

  it('steps aside once React has marked the form live, so a submit is handled once, by React', () => {
    const { form } = renderForm();
    form.setAttribute(liveFormAttribute, '');
    const { prevented, reachedDocument } = submit(form);
    expect(prevented).toBe(false);
    expect(reachedDocument).toBe(true);
    expect(form.hasAttribute(heldSubmitAttribute)).toBe(false);
  });

  it(`stops waiting after ${heldSubmitBoundMs / 1000} s without React: the error and the same enquiry by e-mail`, () => {
    vi.useFakeTimers();
    const { form, stalled, link } = renderForm();
    submit(form);
    vi.advanceTimersByTime(heldSubmitBoundMs - 1);
    expect(stalled.hidden).toBe(true);
    vi.advanceTimersByTime(1);
    expect(stalled.hidden).toBe(false);
    expect(form.hasAttribute(heldSubmitAttribute)).toBe(false);
    const fields = { name: 'Asha', email: 'asha@company.com', phone: '+1 555', message: 'Hello' };
    expect(link.href).toBe(enquiryMailto(mail.to, mail.subject, fields, words).href);
    // The words stay where they were, and the link follows what is typed next.
    expect(form.querySelector('textarea')!.value).toBe('Hello');
    form.querySelector('textarea')!.value = 'Hello again';
    form.dispatchEvent(new Event('input', { bubbles: true }));
    expect(decodeURIComponent(link.href)).toContain('Hello again');
    // Send again: the block hides and the submit is held once more.
    submit(form);
    expect(stalled.hidden).toBe(true);
    expect(form.hasAttribute(heldSubmitAttribute)).toBe(true);
  });

  it('shows nothing when React arrives in time and takes the held submit', () => {
    vi.useFakeTimers();
    const { form, stalled } = renderForm();
    submit(form);
    vi.advanceTimersByTime(heldSubmitBoundMs / 2);
    // What useHeldSubmit does when React mounts.
    form.setAttribute(liveFormAttribute, '');
    form.removeAttribute(heldSubmitAttribute);
    vi.advanceTimersByTime(heldSubmitBoundMs);
    expect(stalled.hidden).toBe(true);
  });

  it('does nothing on a page without the form', () => {
    document.body.innerHTML = '<p>No form here</p>';
    const script = holdEarlySubmitScript({ formId: 'enquiry-form', stalledId: 'none', mail });
    expect(() => new Function(script)()).not.toThrow();
  });
});
