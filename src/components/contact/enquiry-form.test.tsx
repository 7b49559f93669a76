// @vitest-environment content-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { directContact, siteConfig } from '~/data/site';
import { contactCopy } from '~/data/contact';
import { hostingPlans, services } from '~/data/services';
import { enquiryDraftKey } from '~/lib/enquiry/draft-store';
import { contactHref } from '~/lib/enquiry/prefill';
import type { EnquirySender } from '~/lib/enquiry/send-enquiry';
import { prefillLines } from '~/lib/enquiry/prefill-lines';
import { enquiryFormCopy, islandWords } from './enquiry-copy';
import { EnquiryForm } from './enquiry-form';

/** The form's copy, as the island builds it from contact.yaml's words. */
const copy = enquiryFormCopy(islandWords(contactCopy.form));

function fakeSender(send: EnquirySender['send'] = async () => {}) {
  return {
    preload: vi.fn(async () => ({ init: vi.fn(), sendForm: vi.fn() })),
    send: vi.fn(send),
  } satisfies EnquirySender;
}

/** Renders the form as the island does: on its own, on a page whose URL is `path`. */
function renderForm(sender: EnquirySender, path = '/contact') {
  history.replaceState(null, '', path);
  render(
    <EnquiryForm
      prefills={prefillLines(hostingPlans, services)}
      contact={directContact}
      sender={sender}
    />,
  );
  return document.querySelector('form') as HTMLFormElement;
}

const labels = {
  name: copy.fields.name.label,
  email: copy.fields.email.label,
  phone: copy.fields.phone.label,
  message: copy.message.label,
};

const field = (name: keyof typeof labels) =>
  screen.getByLabelText(labels[name]) as HTMLInputElement | HTMLTextAreaElement;

async function fillIn() {
  const user = userEvent.setup();
  await user.type(field('name'), 'Ada Lovelace');
  await user.type(field('email'), 'ada@example.com');
  await user.type(field('phone'), '+1 307 555 0100');
  await user.type(field('message'), 'A new website, please.');
  return user;
}

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
});

/** A link naming the recommended hosting plan, and the line it opens the message with. */
const { planLink, plan } = linkToRecommendedPlan();

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
    expect(form.querySelector('input[name="title"]')).toHaveValue(copy.formTitle);
    expect(field('email')).toHaveAttribute('type', copy.fields.email.type);
    expect(field('phone')).toHaveAttribute('type', copy.fields.phone.type);
    expect(field('message')).toHaveAttribute('rows', String(copy.message.rows));
    for (const name of ['name', 'email', 'phone', 'message'] as const) {
      expect(field(name)).toBeRequired();
      expect(field(name)).toHaveAttribute('autocomplete');
    }
    expect(screen.getByRole('button', { name: copy.submit })).toBeEnabled();
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
    expect(await screen.findByText(copy.success)).toBeInTheDocument();
    expect(sender.send).toHaveBeenCalledWith(form, expect.anything());
    expect(field('name')).toHaveValue('');
    expect(field('message')).toHaveValue('');
  });

  it('shows the sending label on a disabled button while sending, and sends once however often it is submitted', async () => {
    let finish = () => {};
    const sender = fakeSender(() => new Promise<void>((resolve) => (finish = resolve)));
    const form = renderForm(sender);
    await fillIn();
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(await screen.findByRole('button', { name: copy.sending })).toBeDisabled();
    fireEvent.submit(form);
    expect(sender.send).toHaveBeenCalledTimes(1);
    finish();
    expect(await screen.findByRole('button', { name: copy.submit })).toBeEnabled();
  });

  it('on failure shows the error, logs the service’s words and keeps every value', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const form = renderForm(
      fakeSender(() => Promise.reject({ status: 500, text: 'Internal Server Error' })),
    );
    await fillIn();
    fireEvent.submit(form);
    expect(await screen.findByText(copy.error)).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('500 Internal Server Error'));
    expect(field('name')).toHaveValue('Ada Lovelace');
    expect(field('email')).toHaveValue('ada@example.com');
    expect(field('phone')).toHaveValue('+1 307 555 0100');
    expect(field('message')).toHaveValue('A new website, please.');
  });

  it('shows success but sends nothing when the honeypot is filled', async () => {
    const sender = fakeSender();
    const form = renderForm(sender);
    await fillIn();
    (document.querySelector('input[name="website"]') as HTMLInputElement).value =
      'https://spam.example';
    fireEvent.submit(form);
    expect(await screen.findByText(copy.success)).toBeInTheDocument();
    expect(sender.send).not.toHaveBeenCalled();
  });

  it('starts loading the e-mail library when the visitor first focuses the form', async () => {
    const sender = fakeSender();
    renderForm(sender);
    fireEvent.focus(field('name'));
    await waitFor(() => expect(sender.preload).toHaveBeenCalled());
  });

  it('opens with the plan or service from the link in the message, which stays editable', async () => {
    renderForm(fakeSender(), planLink);
    await waitFor(() => expect(field('message')).toHaveValue(plan));
    const user = userEvent.setup();
    await user.type(field('message'), ' We need it by May.');
    expect(field('message')).toHaveValue(`${plan} We need it by May.`);
  });

  it('ignores an unknown service', () => {
    renderForm(fakeSender(), '/contact?service=time-travel');
    expect(field('message')).toHaveValue('');
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
    await waitFor(() => expect(field('name')).toHaveValue('Ada Lovelace'));
    expect(field('message')).toHaveValue('Half a thought');
    expect(field('email')).toHaveValue('');
  });

  it('forgets the draft once the enquiry is sent', async () => {
    const form = renderForm(fakeSender());
    await fillIn();
    expect(storedDraft()).toBeDefined();
    fireEvent.submit(form);
    expect(await screen.findByText(copy.success)).toBeInTheDocument();
    expect(storedDraft()).toBeUndefined();
  });

  it('keeps the draft when a send fails', async () => {
    const form = failingForm();
    await fillIn();
    fireEvent.submit(form);
    expect(await screen.findByText(copy.error)).toBeInTheDocument();
    expect(storedDraft()).toMatchObject({ fields: { message: 'A new website, please.' } });
  });

  it('lets a link naming a plan win over a draft typed elsewhere, and leaves that draft stored', async () => {
    storeDraft({ name: 'Ada Lovelace', message: 'About our shop' });
    renderForm(fakeSender(), planLink);
    await waitFor(() => expect(field('message')).toHaveValue(plan));
    expect(field('name')).toHaveValue('');
    expect(storedDraft()).toMatchObject({ fields: { message: 'About our shop' } });
  });

  it('restores a draft typed under the same link, as after a reload of it', async () => {
    storeDraft({ name: 'Ada Lovelace', message: `${plan} Two sites.` }, plan);
    renderForm(fakeSender(), planLink);
    await waitFor(() => expect(field('message')).toHaveValue(`${plan} Two sites.`));
    expect(field('name')).toHaveValue('Ada Lovelace');
  });

  it('records the link a draft was typed under', async () => {
    renderForm(fakeSender(), planLink);
    await waitFor(() => expect(field('message')).toHaveValue(plan));
    await userEvent.setup().type(field('name'), 'Ada');
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
    expect(await screen.findByText(copy.success)).toBeInTheDocument();
    expect(sender.send).toHaveBeenCalledTimes(1);
  });
});

describe('EnquiryForm fallback after a failed send', () => {
  function mailtoBody() {
    const link = screen.getByRole('link', { name: copy.fallback.mailLabel });
    const href = link.getAttribute('href') ?? '';
    const start = `mailto:${siteConfig.email}?subject=${encodeURIComponent(copy.formTitle)}&body=`;
    expect(href.slice(0, start.length)).toBe(start);
    return new URL(href).searchParams.get('body') ?? '';
  }

  it('is not offered before a send fails', () => {
    renderForm(fakeSender());
    expect(screen.queryByRole('link', { name: copy.fallback.mailLabel })).toBeNull();
    expect(screen.queryByRole('button', { name: copy.fallback.copyLabel })).toBeNull();
  });

  it('offers the same enquiry by e-mail under the error, and follows later edits', async () => {
    const form = failingForm();
    const user = await fillIn();
    fireEvent.submit(form);
    expect(await screen.findByText(copy.error)).toBeInTheDocument();
    expect(mailtoBody()).toBe(
      `${labels.name}: Ada Lovelace\r\n${labels.email}: ada@example.com\r\n${labels.phone}: +1 307 555 0100\r\n\r\nA new website, please.`,
    );
    await user.type(field('message'), ' By May.');
    expect(mailtoBody()).toContain('A new website, please. By May.');
  });

  it('says when a long message was cut to fit the link', async () => {
    const form = failingForm();
    await fillIn();
    fireEvent.input(field('message'), { target: { value: 'Our plans. '.repeat(300) } });
    fireEvent.submit(form);
    expect(await screen.findByText(copy.fallback.tooLong)).toBeInTheDocument();
    expect(mailtoBody()).toContain(copy.fallback.cutNotice);
  });

  it('copies the message and says so', async () => {
    const form = failingForm();
    await fillIn();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.submit(form);
    fireEvent.click(await screen.findByRole('button', { name: copy.fallback.copyLabel }));
    expect(await screen.findByText(copy.fallback.copied)).toBeInTheDocument();
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
    fireEvent.click(await screen.findByRole('button', { name: copy.fallback.copyLabel }));
    expect(await screen.findByText(copy.fallback.copyRefused)).toBeInTheDocument();
  });
});

describe('EnquiryForm: what its code sets, whatever contact.yaml says', () => {
  it('sends a fixed form title, so the agency’s inbox can tell where an enquiry came from', () => {
    expect(copy.formTitle).toBe('Website Contact Form');
  });

  it('asks for an e-mail and a telephone input, and a message box of five rows', () => {
    expect(copy.fields.email.type).toBe('email');
    expect(copy.fields.phone.type).toBe('tel');
    expect(copy.message.rows).toBe(5);
  });
});

function linkToRecommendedPlan() {
  const recommended = hostingPlans.find((candidate) => candidate.recommended);
  const plan =
    recommended && prefillLines(hostingPlans, services).plans[recommended.name.toLowerCase()];
  if (!recommended || !plan) throw new Error('No recommended hosting plan with an opening line');
  return { planLink: contactHref({ plan: recommended.name }), plan };
}
