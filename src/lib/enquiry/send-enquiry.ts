import type * as EmailjsSdk from '@emailjs/browser';
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
 * three guards of SPEC §8. With the config's defaults every guard is off
 * (no headless block, an empty block list, a throttle of 0).
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
}

export interface EnquirySender {
  /** Starts loading and configuring the SDK (call on first focus), so the send itself is quick. */
  preload(): Promise<EmailjsClient>;
  /** Sends every field of `form` with EmailJS `sendForm`; rejects on any failure or after the timeout. */
  send(form: HTMLFormElement): Promise<void>;
}

export function createEnquirySender({
  settings,
  loadSdk = () => importDespiteRefusedStorage(() => import('@emailjs/browser')),
  timeoutMs = enquiryTimeoutMs,
}: EnquirySenderOptions): EnquirySender {
  let ready: Promise<EmailjsClient> | undefined;

  function preload() {
    ready ??= loadSdk().then(
      (sdk) => {
        sdk.init(emailjsOptions(settings), settings.origin);
        return sdk;
      },
      (error: unknown) => {
        ready = undefined; // a failed download is retried on the next send
        throw error;
      },
    );
    return ready;
  }

  async function send(form: HTMLFormElement) {
    const delivery = preload().then((sdk) =>
      sdk.sendForm(settings.serviceId, settings.templateId, form),
    );
    await withTimeout(delivery, timeoutMs);
  }

  return { preload, send };
}

/** The site's sender: ids, origin and guards from `emailjsConfig` (src/config/site.ts). */
export const enquirySender = createEnquirySender({ settings: emailjsConfig });
