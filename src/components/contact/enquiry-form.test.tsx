// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enquiryDraftKey } from '~/lib/enquiry/draft-store';
import type { EnquirySender } from '~/lib/enquiry/send-enquiry';
import { prefillLines } from '~/lib/enquiry/prefill-lines';
import { EnquiryForm } from './enquiry-form';

function fakeSender(send: EnquirySender['send'] = async () => {}) {
  return {
    preload: vi.fn(async () => ({ init: vi.fn(), sendForm: vi.fn() })),
    send: vi.fn(send),
  } satisfies EnquirySender;
}

/** Renders the form as the island does: on its own, on a page whose URL is `path`. */
function renderForm(sender: EnquirySender, path = '/contact') {
  history.replaceState(null, '', path);
  render(<EnquiryForm prefills={prefillLines()} sender={sender} />);
  return document.querySelector('form') as HTMLFormElement;
}

const field = (label: string) =>
  screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;

async function fillIn() {
  const user = userEvent.setup();
  await user.type(field('Full name'), 'Ada Lovelace');
  await user.type(field('Work email'), 'ada@example.com');
  await user.type(field('Phone number'), '+1 307 555 0100');
  await user.type(field('How can we help?'), 'A new website, please.');
  return user;
}

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
});

const failure = 'Error sending message. Please check your Gmail service connection.';
const plan = "I'm interested in the Business hosting plan ($5.99/month).";

function storedDraft() {
  const stored = sessionStorage.getItem(enquiryDraftKey);
  return stored === null ? undefined : (JSON.parse(stored) as unknown);
}

function storeDraft(fields: Record<string, string>, prefill = '') {
  sessionStorage.setItem(
    enquiryDraftKey,
    JSON.stringify({
      fields: { name: '', email: '', phone: '', message: '', ...fields },
      prefill,
    }),
  );
}

function failingForm() {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return renderForm(
    fakeSender(() => Promise.reject({ status: 500, text: 'Internal Server Error' })),
  );
}

describe('EnquiryForm', () => {
  it('has exactly the fields EmailJS receives, each required, labelled and with an autocomplete hint', () => {
    const form = renderForm(fakeSender());
    const names = [...form.elements].flatMap((element) =>
      'name' in element && element.name ? [element.name as string] : [],
    );
    expect(names).toEqual(['title', 'name', 'email', 'phone', 'message']);
    expect(form.querySelector('input[name="title"]')).toHaveAttribute('type', 'hidden');
    expect(form.querySelector('input[name="title"]')).toHaveValue('Website Contact Form');
    expect(field('Work email')).toHaveAttribute('type', 'email');
    expect(field('Phone number')).toHaveAttribute('type', 'tel');
    expect(field('How can we help?')).toHaveAttribute('rows', '5');
    for (const label of ['Full name', 'Work email', 'Phone number', 'How can we help?']) {
      expect(field(label)).toBeRequired();
      expect(field(label)).toHaveAttribute('autocomplete');
    }
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('keeps the honeypot outside the form, hidden and out of the tab order', () => {
    const form = renderForm(fakeSender());
    const honeypot = document.querySelector('input[name="website"]') as HTMLInputElement;
    expect(form.contains(honeypot)).toBe(false);
    expect(honeypot.form).toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('sends, shows success and resets the form', async () => {
    const sender = fakeSender();
    const form = renderForm(sender);
    await fillIn();
    fireEvent.submit(form);
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(sender.send).toHaveBeenCalledWith(form);
    expect(field('Full name')).toHaveValue('');
    expect(field('How can we help?')).toHaveValue('');
  });

  it('reads Sending... with a disabled button while sending, and sends once however often it is submitted', async () => {
    let finish = () => {};
    const sender = fakeSender(() => new Promise<void>((resolve) => (finish = resolve)));
    const form = renderForm(sender);
    await fillIn();
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    fireEvent.submit(form);
    expect(sender.send).toHaveBeenCalledTimes(1);
    finish();
    expect(await screen.findByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('on failure shows the error, logs the service’s words and keeps every value', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const form = renderForm(
      fakeSender(() => Promise.reject({ status: 500, text: 'Internal Server Error' })),
    );
    await fillIn();
    fireEvent.submit(form);
    expect(
      await screen.findByText('Error sending message. Please check your Gmail service connection.'),
    ).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('500 Internal Server Error'));
    expect(field('Full name')).toHaveValue('Ada Lovelace');
    expect(field('Work email')).toHaveValue('ada@example.com');
    expect(field('Phone number')).toHaveValue('+1 307 555 0100');
    expect(field('How can we help?')).toHaveValue('A new website, please.');
  });

  it('shows success but sends nothing when the honeypot is filled', async () => {
    const sender = fakeSender();
    const form = renderForm(sender);
    await fillIn();
    (document.querySelector('input[name="website"]') as HTMLInputElement).value =
      'https://spam.example';
    fireEvent.submit(form);
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(sender.send).not.toHaveBeenCalled();
  });

  it('starts loading the e-mail library when the visitor first focuses the form', async () => {
    const sender = fakeSender();
    renderForm(sender);
    fireEvent.focus(field('Full name'));
    await waitFor(() => expect(sender.preload).toHaveBeenCalled());
  });

  it('opens with the plan or service from the link in the message, which stays editable', async () => {
    renderForm(fakeSender(), '/contact?plan=business');
    await waitFor(() =>
      expect(field('How can we help?')).toHaveValue(
        "I'm interested in the Business hosting plan ($5.99/month).",
      ),
    );
    const user = userEvent.setup();
    await user.type(field('How can we help?'), ' We need it by May.');
    expect(field('How can we help?')).toHaveValue(
      "I'm interested in the Business hosting plan ($5.99/month). We need it by May.",
    );
  });

  it('ignores an unknown service', () => {
    renderForm(fakeSender(), '/contact?service=time-travel');
    expect(field('How can we help?')).toHaveValue('');
  });
});

describe('EnquiryForm drafts', () => {
  it('keeps the four fields in this tab’s sessionStorage as the visitor types, never the honeypot', async () => {
    renderForm(fakeSender());
    await fillIn();
    fireEvent.input(document.querySelector('input[name="website"]') as HTMLInputElement, {
      target: { value: 'https://spam.example' },
    });
    expect(storedDraft()).toEqual({
      fields: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        phone: '+1 307 555 0100',
        message: 'A new website, please.',
      },
      prefill: '',
    });
    expect(sessionStorage.getItem(enquiryDraftKey)).not.toContain('spam');
  });

  it('restores the draft when the form opens again', async () => {
    storeDraft({ name: 'Ada Lovelace', message: 'Half a thought' });
    renderForm(fakeSender());
    await waitFor(() => expect(field('Full name')).toHaveValue('Ada Lovelace'));
    expect(field('How can we help?')).toHaveValue('Half a thought');
    expect(field('Work email')).toHaveValue('');
  });

  it('forgets the draft once the enquiry is sent', async () => {
    const form = renderForm(fakeSender());
    await fillIn();
    expect(storedDraft()).toBeDefined();
    fireEvent.submit(form);
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(storedDraft()).toBeUndefined();
  });

  it('keeps the draft when a send fails', async () => {
    const form = failingForm();
    await fillIn();
    fireEvent.submit(form);
    expect(await screen.findByText(failure)).toBeInTheDocument();
    expect(storedDraft()).toMatchObject({ fields: { message: 'A new website, please.' } });
  });

  it('lets a link naming a plan win over a draft typed elsewhere, and leaves that draft stored', async () => {
    storeDraft({ name: 'Ada Lovelace', message: 'About our shop' });
    renderForm(fakeSender(), '/contact?plan=business');
    await waitFor(() => expect(field('How can we help?')).toHaveValue(plan));
    expect(field('Full name')).toHaveValue('');
    expect(storedDraft()).toMatchObject({ fields: { message: 'About our shop' } });
  });

  it('restores a draft typed under the same link, as after a reload of it', async () => {
    storeDraft({ name: 'Ada Lovelace', message: `${plan} Two sites.` }, plan);
    renderForm(fakeSender(), '/contact?plan=business');
    await waitFor(() => expect(field('How can we help?')).toHaveValue(`${plan} Two sites.`));
    expect(field('Full name')).toHaveValue('Ada Lovelace');
  });

  it('records the link a draft was typed under', async () => {
    renderForm(fakeSender(), '/contact?plan=business');
    await waitFor(() => expect(field('How can we help?')).toHaveValue(plan));
    await userEvent.setup().type(field('Full name'), 'Ada');
    expect(storedDraft()).toEqual({
      fields: { name: 'Ada', email: '', phone: '', message: plan },
      prefill: plan,
    });
  });

  it('works as before where storage is refused', async () => {
    const refuse = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(refuse);
    const sender = fakeSender();
    const form = renderForm(sender);
    await fillIn();
    fireEvent.submit(form);
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(sender.send).toHaveBeenCalledTimes(1);
  });
});

describe('EnquiryForm fallback after a failed send', () => {
  function mailtoBody() {
    const link = screen.getByRole('link', { name: 'Email your enquiry' });
    const href = link.getAttribute('href') ?? '';
    expect(href).toMatch(
      /^mailto:hello@brightwave\.example\?subject=Website%20Contact%20Form&body=/,
    );
    return new URL(href).searchParams.get('body') ?? '';
  }

  it('is not offered before a send fails', () => {
    renderForm(fakeSender());
    expect(screen.queryByRole('link', { name: 'Email your enquiry' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copy message' })).toBeNull();
  });

  it('offers the same enquiry by e-mail under the error, and follows later edits', async () => {
    const form = failingForm();
    const user = await fillIn();
    fireEvent.submit(form);
    expect(await screen.findByText(failure)).toBeInTheDocument();
    expect(mailtoBody()).toBe(
      'Full name: Ada Lovelace\r\nWork email: ada@example.com\r\nPhone number: +1 307 555 0100\r\n\r\nA new website, please.',
    );
    await user.type(field('How can we help?'), ' By May.');
    expect(mailtoBody()).toContain('A new website, please. By May.');
  });

  it('says when a long message was cut to fit the link', async () => {
    const form = failingForm();
    await fillIn();
    fireEvent.input(field('How can we help?'), { target: { value: 'Our plans. '.repeat(300) } });
    fireEvent.submit(form);
    expect(await screen.findByText(/too long for an email link/)).toBeInTheDocument();
    expect(mailtoBody()).toMatch(/shortened to fit in an email link/);
  });

  it('copies the message and says so', async () => {
    const form = failingForm();
    await fillIn();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.submit(form);
    fireEvent.click(await screen.findByRole('button', { name: 'Copy message' }));
    expect(
      await screen.findByText('Message copied. Paste it into your email.'),
    ).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('A new website, please.');
  });

  it('says plainly when the clipboard is refused', async () => {
    const form = failingForm();
    await fillIn();
    const writeText = vi.fn(async () => {
      throw new DOMException('denied', 'NotAllowedError');
    });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.submit(form);
    fireEvent.click(await screen.findByRole('button', { name: 'Copy message' }));
    expect(await screen.findByText(/did not allow copying\. Select the text/)).toBeInTheDocument();
  });
});
