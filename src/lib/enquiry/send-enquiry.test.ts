// @vitest-environment happy-dom
import * as realSdk from '@emailjs/browser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emailjsConfig } from '~/config/site';
import {
  createEnquirySender,
  describeSendError,
  emailjsOptions,
  EnquiryTimeoutError,
  failureCause,
  rateLimitId,
  withTimeout,
  type EmailjsClient,
  type EmailjsSettings,
  type SendOptions,
} from './send-enquiry';
import { browserStorageProvider } from './storage-provider';

const settings: EmailjsSettings = {
  serviceId: 'service_test',
  templateId: 'template_test',
  publicKey: 'public_test',
  origin: 'http://inbox.test',
  guards: { blockHeadless: false, blockList: [], throttleMs: 0 },
};

function enquiryForm(email = 'ada@example.com'): HTMLFormElement {
  const form = document.createElement('form');
  for (const [name, value] of Object.entries({
    title: 'Website Contact Form',
    name: 'Ada',
    email,
    phone: '+1 555',
    message: 'Hi',
  })) {
    const input = document.createElement('input');
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  return form;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('emailjsOptions', () => {
  // Each guard refuses some real visitors' sends, so none is on unless the deploy asks for it.
  it('turns every guard off with the site config defaults', () => {
    const options = emailjsOptions(emailjsConfig);
    expect(options.blockHeadless).toBe(false);
    expect(options.blockList?.list).toEqual([]);
    expect(options.limitRate?.throttle).toBe(0);
    expect(options.publicKey).toBe(emailjsConfig.publicKey);
  });

  it('passes the configured guards to the SDK, watching the e-mail field', () => {
    const options = emailjsOptions({
      ...settings,
      guards: { blockHeadless: true, blockList: ['spam@example.com'], throttleMs: 60_000 },
    });
    expect(options).toMatchObject({
      blockHeadless: true,
      blockList: { list: ['spam@example.com'], watchVariable: 'email' },
      limitRate: { throttle: 60_000 },
    });
    expect(options.storageProvider).toBeDefined();
  });
});

describe('withTimeout', () => {
  it('passes a prompt answer through', async () => {
    await expect(withTimeout(Promise.resolve('OK'), 1000)).resolves.toBe('OK');
    await expect(withTimeout(Promise.reject(new Error('nope')), 1000)).rejects.toThrow('nope');
  });

  it('gives up on a request that never answers', async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => {});
    const result = withTimeout(never, 15_000);
    const settled = vi.fn();
    result.catch(settled);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).rejects.toBeInstanceOf(EnquiryTimeoutError);
    await expect(result).rejects.toThrow('No answer from the e-mail service after 15 s');
  });
});

describe('describeSendError', () => {
  it('keeps the service’s own words', () => {
    expect(describeSendError(new realSdk.EmailJSResponseStatus(429, 'Too Many Requests'))).toBe(
      '429 Too Many Requests',
    );
    expect(describeSendError(new realSdk.EmailJSResponseStatus())).toBe('0 Network Error');
    expect(describeSendError('The public key is required.')).toBe('The public key is required.');
    expect(describeSendError(new TypeError('Failed to fetch'))).toBe('TypeError: Failed to fetch');
  });
});

describe('createEnquirySender', () => {
  function fakeSdk(sendForm: EmailjsClient['sendForm']): EmailjsClient {
    return { init: vi.fn(), sendForm: vi.fn(sendForm) };
  }

  it('loads the SDK once, configures it with the origin, and sends the form with the configured ids', async () => {
    const sdk = fakeSdk(async () => new realSdk.EmailJSResponseStatus(200, 'OK'));
    const loadSdk = vi.fn(async () => sdk);
    const sender = createEnquirySender({ settings, loadSdk });
    const form = enquiryForm();
    await sender.preload();
    await sender.send(form);
    await sender.send(form);
    expect(loadSdk).toHaveBeenCalledTimes(1);
    expect(sdk.init).toHaveBeenCalledWith(
      expect.objectContaining({ publicKey: 'public_test' }),
      'http://inbox.test',
    );
    expect(sdk.sendForm).toHaveBeenCalledWith('service_test', 'template_test', form);
  });

  it('rejects with the service’s error', async () => {
    const sender = createEnquirySender({
      settings,
      loadSdk: async () =>
        fakeSdk(() =>
          Promise.reject(new realSdk.EmailJSResponseStatus(500, 'Internal Server Error')),
        ),
    });
    await expect(sender.send(enquiryForm())).rejects.toMatchObject({ status: 500 });
  });

  it('times out a send that never answers', async () => {
    vi.useFakeTimers();
    const sender = createEnquirySender({
      settings,
      timeoutMs: 15_000,
      loadSdk: async () => fakeSdk(() => new Promise(() => {})),
    });
    const result = sender.send(enquiryForm());
    result.catch(() => {});
    await vi.advanceTimersByTimeAsync(15_000);
    await expect(result).rejects.toBeInstanceOf(EnquiryTimeoutError);
  });

  it('retries loading the SDK after a failed download', async () => {
    const sdk = fakeSdk(async () => new realSdk.EmailJSResponseStatus(200, 'OK'));
    const loadSdk = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(sdk);
    const sender = createEnquirySender({ settings, loadSdk });
    await expect(sender.send(enquiryForm())).rejects.toThrow('dynamically imported');
    await expect(sender.send(enquiryForm())).resolves.toBeUndefined();
    expect(loadSdk).toHaveBeenCalledTimes(2);
  });
});

describe('failureCause', () => {
  const status = (code: number, text = '') => new realSdk.EmailJSResponseStatus(code, text);
  it.each([
    ['our own timeout', new EnquiryTimeoutError(15_000), true, 'timeout'],
    ['EmailJS’s or the SDK’s rate limit', status(429, 'Too Many Requests'), true, 'rateLimited'],
    ['fetch that could not reach the service', new TypeError('Failed to fetch'), true, 'offline'],
    ['any failure while the browser is offline', status(500), false, 'offline'],
    ['the SDK’s network error', status(0, 'Network Error'), true, 'offline'],
    ['a block-listed sender', status(403, 'Forbidden'), true, 'refused'],
    ['a headless browser', status(451, 'Unavailable For Headless Browser'), true, 'refused'],
    ['a bad template id', status(400, 'The template ID is invalid'), true, 'refused'],
    ['a server error', status(502, 'Bad Gateway'), true, 'unavailable'],
    ['a bad setting the SDK throws as a string', 'The public key is required', true, 'unavailable'],
  ] as const)('tells %s apart', (_, error, online, cause) => {
    expect(failureCause(error, online)).toBe(cause);
  });
});

describe('one enquiry per intent', () => {
  /** A fake SDK whose sends answer only when the test says so. */
  function pendingSdk() {
    const answers: { resolve: () => void; reject: (error: unknown) => void }[] = [];
    const sdk: EmailjsClient = {
      init: vi.fn(),
      sendForm: vi.fn(
        () =>
          new Promise<realSdk.EmailJSResponseStatus>((resolve, reject) =>
            answers.push({
              resolve: () => resolve(new realSdk.EmailJSResponseStatus(200, 'OK')),
              reject,
            }),
          ),
      ),
    };
    return { sdk, answers };
  }

  /** Sends one enquiry through a sender whose request stays unanswered past the 15 s timeout. */
  async function sendThatTimesOut(options?: SendOptions) {
    vi.useFakeTimers();
    const { sdk, answers } = pendingSdk();
    const sender = createEnquirySender({ settings, timeoutMs: 15_000, loadSdk: async () => sdk });
    const form = enquiryForm();
    const first = sender.send(form, options);
    first.catch(() => {});
    await vi.advanceTimersByTimeAsync(15_000);
    return { sdk, answers, sender, form, first };
  }

  it('a retry after a timeout waits for the first request, which then succeeds: one send', async () => {
    const { sdk, answers, sender, form, first } = await sendThatTimesOut();
    await expect(first).rejects.toBeInstanceOf(EnquiryTimeoutError);

    const retry = sender.send(form);
    await vi.advanceTimersByTimeAsync(2_000);
    answers[0]!.resolve();
    await expect(retry).resolves.toBeUndefined();
    expect(sdk.sendForm).toHaveBeenCalledTimes(1);
  });

  it('a retry sends anew when the first request failed after all', async () => {
    const { sdk, answers, sender, form } = await sendThatTimesOut();
    const retry = sender.send(form);
    answers[0]!.reject(new realSdk.EmailJSResponseStatus(503, 'Service Unavailable'));
    await vi.advanceTimersByTimeAsync(0);
    expect(sdk.sendForm).toHaveBeenCalledTimes(2);
    answers[1]!.resolve();
    await expect(retry).resolves.toBeUndefined();
  });

  it('a retry of a changed enquiry is sent too, once the first was delivered', async () => {
    const { sdk, answers, sender, form } = await sendThatTimesOut();
    form.querySelector<HTMLInputElement>('[name="message"]')!.value = 'Hi, and one more thing';
    const retry = sender.send(form);
    answers[0]!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(sdk.sendForm).toHaveBeenCalledTimes(2);
    answers[1]!.resolve();
    await expect(retry).resolves.toBeUndefined();
  });

  it('a retry still unanswered times out again without a second request', async () => {
    vi.useFakeTimers();
    const { sdk } = pendingSdk();
    const sender = createEnquirySender({ settings, timeoutMs: 15_000, loadSdk: async () => sdk });
    const form = enquiryForm();
    const first = sender.send(form);
    first.catch(() => {});
    await vi.advanceTimersByTimeAsync(15_000);
    const retry = sender.send(form);
    retry.catch(() => {});
    await vi.advanceTimersByTimeAsync(15_000);
    await expect(retry).rejects.toBeInstanceOf(EnquiryTimeoutError);
    expect(sdk.sendForm).toHaveBeenCalledTimes(1);
  });

  it('says when a request it gave up on was delivered late, if the form still holds that enquiry', async () => {
    const onLateDelivery = vi.fn();
    const { answers } = await sendThatTimesOut({ onLateDelivery });
    expect(onLateDelivery).not.toHaveBeenCalled();
    answers[0]!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(onLateDelivery).toHaveBeenCalledTimes(1);
  });

  it('keeps quiet about a late delivery once the visitor has changed the enquiry', async () => {
    const onLateDelivery = vi.fn();
    const { answers, form } = await sendThatTimesOut({ onLateDelivery });
    form.querySelector<HTMLInputElement>('[name="message"]')!.value = 'Changed';
    answers[0]!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(onLateDelivery).not.toHaveBeenCalled();
  });
});

describe('the real SDK with these options', () => {
  function stubFetch() {
    const fetch = vi.fn(async () => new Response('OK', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    return fetch;
  }

  it('posts the form to the configured origin when the guards are off', async () => {
    const fetch = stubFetch();
    const sender = createEnquirySender({ settings, loadSdk: async () => realSdk });
    await sender.send(enquiryForm());
    await sender.send(enquiryForm());
    expect(fetch).toHaveBeenCalledTimes(2);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://inbox.test/api/v1.0/email/send-form');
    const body = init.body as FormData;
    expect([...body.keys()].sort()).toEqual([
      'email',
      'lib_version',
      'message',
      'name',
      'phone',
      'service_id',
      'template_id',
      'title',
      'user_id',
    ]);
    expect(body.get('user_id')).toBe('public_test');
  });

  it('really limits the rate when a throttle is set: the second enquiry is refused with 429', async () => {
    const fetch = stubFetch();
    const sender = createEnquirySender({
      settings: { ...settings, guards: { ...settings.guards, throttleMs: 60_000 } },
      loadSdk: async () => realSdk,
    });
    await sender.send(enquiryForm());
    await expect(sender.send(enquiryForm())).rejects.toMatchObject({
      status: 429,
      text: 'Too Many Requests',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not let a failed send throttle the retry', async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(new Response('OK', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const sender = createEnquirySender({
      settings: { ...settings, guards: { ...settings.guards, throttleMs: 60_000 } },
      loadSdk: async () => realSdk,
    });
    await expect(sender.send(enquiryForm())).rejects.toBeInstanceOf(TypeError);
    expect(localStorage.getItem(rateLimitId)).toBeNull();
    await expect(sender.send(enquiryForm())).resolves.toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(2);
    // …while a delivered one still holds the next back.
    await expect(sender.send(enquiryForm())).rejects.toMatchObject({ status: 429 });
  });

  it('puts back the time of the last delivered send when a later send fails', async () => {
    localStorage.setItem(rateLimitId, String(Date.now() - 120_000));
    const before = localStorage.getItem(rateLimitId);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Bad Gateway', { status: 502 })),
    );
    const sender = createEnquirySender({
      settings: { ...settings, guards: { ...settings.guards, throttleMs: 60_000 } },
      loadSdk: async () => realSdk,
    });
    await expect(sender.send(enquiryForm())).rejects.toMatchObject({ status: 502 });
    expect(localStorage.getItem(rateLimitId)).toBe(before);
  });

  it('refuses a blocked sender address with 403 and sends nothing', async () => {
    const fetch = stubFetch();
    const sender = createEnquirySender({
      settings: { ...settings, guards: { ...settings.guards, blockList: ['spam@example.com'] } },
      loadSdk: async () => realSdk,
    });
    await expect(sender.send(enquiryForm('spam@example.com'))).rejects.toMatchObject({
      status: 403,
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('browserStorageProvider', () => {
  it('keeps values in localStorage', async () => {
    const provider = browserStorageProvider();
    await provider.set('k', '1');
    expect(localStorage.getItem('k')).toBe('1');
    expect(await provider.get('k')).toBe('1');
    await provider.remove('k');
    expect(await provider.get('k')).toBeNull();
  });

  it('falls back to memory when storage throws', async () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {},
    };
    const provider = browserStorageProvider(refusing);
    await provider.set('k', '1');
    expect(await provider.get('k')).toBe('1');
  });
});
