import type * as EmailjsSdk from '@emailjs/browser';
import type { StorageProvider } from '@emailjs/browser';
import { emailjsConfig } from '~/config/site';
import { importDespiteRefusedStorage } from './safe-storage';
import { browserStorageProvider } from './storage-provider';

/** The part of the EmailJS SDK the form uses. */
export type EmailjsClient = Pick<typeof EmailjsSdk, 'init' | 'sendForm'>;
export type EmailjsOptions = Exclude<Parameters<EmailjsClient['init']>[0], string>;
export type EmailjsSettings = typeof emailjsConfig;

/** A request with no answer after this long is given up and shown as an error. */
export const enquiryTimeoutMs = 15_000;

/** Where the rate limit keeps the time of the last enquiry (one limit for the whole site). */
export const rateLimitId = 'brightwave-enquiry';

/**
 * The SDK's global options from the site config: the public key and the
 * SDK's three guards (headless block, block list, throttle). With the
 * config's defaults every guard is off (no headless block, an empty block
 * list, a throttle of 0): each refuses some real visitors' sends.
 */
export function emailjsOptions(
  settings: EmailjsSettings,
  storageProvider = browserStorageProvider(),
): EmailjsOptions {
  const { guards } = settings;
  return {
    publicKey: settings.publicKey,
    blockHeadless: guards.blockHeadless,
    blockList: { list: [...guards.blockList], watchVariable: 'email' },
    limitRate: { id: rateLimitId, throttle: guards.throttleMs },
    storageProvider,
  };
}

export class EnquiryTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`No answer from the e-mail service after ${timeoutMs / 1000} s`);
    this.name = 'EnquiryTimeoutError';
  }
}

/** Settles like `promise`, or rejects with `EnquiryTimeoutError` once `ms` have passed. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new EnquiryTimeoutError(ms)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** A failure the visitor is told apart from the others (`enquiryForm.errorCauses`). */
export type SendFailureCause = 'offline' | 'timeout' | 'rateLimited' | 'refused' | 'unavailable';

function statusOf(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null && 'status' in error
    ? Number(error.status)
    : undefined;
}

/**
 * Which cause a failed send had, from what the SDK rejected with: our timeout, EmailJS's
 * `{status, text}` (429 from its rate limit or the SDK's own throttle; 403, 451 and other 4xx
 * when it refuses), or fetch's TypeError when the service or the SDK's file could not be reached.
 */
export function failureCause(error: unknown, online = navigator.onLine): SendFailureCause {
  if (error instanceof EnquiryTimeoutError) return 'timeout';
  const status = statusOf(error);
  if (status === 429) return 'rateLimited';
  if (!online || error instanceof TypeError || status === 0) return 'offline';
  if (status !== undefined && status >= 400 && status < 500) return 'refused';
  return 'unavailable';
}

/**
 * The service's own words for a failure, for the console: EmailJS rejects
 * with `{status, text}` (e.g. 429 'Too Many Requests'), the SDK throws plain
 * strings for bad settings, and fetch throws a TypeError when the service
 * cannot be reached.
 */
export function describeSendError(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  if (typeof error === 'object' && error !== null && 'status' in error && 'text' in error) {
    return `${String(error.status)} ${String(error.text)}`;
  }
  return String(error);
}

export interface EnquirySenderOptions {
  settings: EmailjsSettings;
  /** Loads the SDK; the default imports it on first use, keeping it out of the page's initial script. */
  loadSdk?: () => Promise<EmailjsClient>;
  timeoutMs?: number;
  /** Where the SDK's rate limit keeps the time of the last send. */
  storageProvider?: StorageProvider;
}

export interface SendOptions {
  /**
   * Called when this send timed out but its request was answered with success later, while the
   * form still holds the same enquiry: it was delivered after all.
   */
  onLateDelivery?: () => void;
}

export interface EnquirySender {
  /** Starts loading and configuring the SDK (call on first focus), so the send itself is quick. */
  preload(): Promise<EmailjsClient>;
  /**
   * Sends every field of `form` with EmailJS `sendForm`; rejects on any failure or after the
   * timeout. One enquiry per intent: while an earlier request that timed out is still
   * unanswered, a send waits for it instead, and sends again only if that one failed or the
   * enquiry has changed since.
   */
  send(form: HTMLFormElement, options?: SendOptions): Promise<void>;
}

/** One request to the service, which may outlive the send that started it. */
interface Attempt {
  /** The enquiry as sent, to tell a retry of the same enquiry from a changed one. */
  fields: string;
  delivery: Promise<void>;
  /** Set while nobody waits for the answer: the send that last gave up on it. */
  onLateDelivery?: () => void;
}

/** The text fields of `form`, in order, as one comparable string. */
function enquiryFields(form: HTMLFormElement): string {
  return JSON.stringify([...new FormData(form)].filter(([, value]) => typeof value === 'string'));
}

export function createEnquirySender({
  settings,
  loadSdk = () => importDespiteRefusedStorage(() => import('@emailjs/browser')),
  timeoutMs = enquiryTimeoutMs,
  storageProvider = browserStorageProvider(),
}: EnquirySenderOptions): EnquirySender {
  let ready: Promise<EmailjsClient> | undefined;
  let unanswered: Attempt | undefined;

  function preload() {
    ready ??= loadSdk().then(
      (sdk) => {
        sdk.init(emailjsOptions(settings, storageProvider), settings.origin);
        return sdk;
      },
      (error: unknown) => {
        ready = undefined; // a failed download is retried on the next send
        throw error;
      },
    );
    return ready;
  }

  async function deliver(form: HTMLFormElement, attempt: Attempt) {
    const sdk = await preload();
    // The SDK's throttle notes the time of a send before it makes it, so a send that fails
    // would hold the visitor's retry back as "too many requests": put back what was there.
    const lastSend = await storageProvider.get(rateLimitId);
    attempt.fields = enquiryFields(form);
    try {
      await sdk.sendForm(settings.serviceId, settings.templateId, form);
    } catch (error) {
      if (lastSend === null || lastSend === undefined) await storageProvider.remove(rateLimitId);
      else await storageProvider.set(rateLimitId, lastSend);
      throw error;
    }
  }

  /** Waits for `attempt` as one send; a send that gives up leaves its callback for a late answer. */
  async function waitFor(attempt: Attempt, form: HTMLFormElement, options: SendOptions) {
    attempt.onLateDelivery = undefined;
    try {
      await withTimeout(attempt.delivery, timeoutMs);
    } catch (error) {
      if (error instanceof EnquiryTimeoutError && options.onLateDelivery) {
        const { onLateDelivery } = options;
        attempt.onLateDelivery = () => {
          if (enquiryFields(form) === attempt.fields) onLateDelivery();
        };
      }
      throw error;
    }
  }

  async function send(form: HTMLFormElement, options: SendOptions = {}) {
    const earlier = unanswered;
    if (earlier) {
      let delivered = false;
      try {
        await waitFor(earlier, form, options);
        delivered = true;
      } catch (error) {
        if (error instanceof EnquiryTimeoutError) throw error; // still no answer: still one request
      }
      if (delivered && enquiryFields(form) === earlier.fields) return;
    }
    const attempt: Attempt = { fields: enquiryFields(form), delivery: Promise.resolve() };
    attempt.delivery = deliver(form, attempt);
    unanswered = attempt;
    attempt.delivery.then(
      () => {
        if (unanswered === attempt) unanswered = undefined;
        attempt.onLateDelivery?.();
      },
      () => {
        if (unanswered === attempt) unanswered = undefined;
      },
    );
    await waitFor(attempt, form, options);
  }

  return { preload, send };
}

/** The site's sender: ids, origin and guards from `emailjsConfig` (src/config/site.ts). */
export const enquirySender = createEnquirySender({ settings: emailjsConfig });
