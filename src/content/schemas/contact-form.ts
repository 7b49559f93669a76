/**
 * The contact form's words (src/content/pages/contact.yaml, under `form:`). A few of them hold
 * a placeholder in braces that the form fills in: `{count}`, `{limit}`, `{lost}`, `{inbox}`,
 * `{copyLabel}`.
 */
import type { z } from 'astro/zod';
import { link, multiline, sentences, strict, text, withPlaceholders } from './fields';

const field = (what: string) =>
  strict({
    label: text(`the label of the ${what} box`),
    placeholder: text(`the example shown in the empty ${what} box`),
  });

export const contactForm = strict({
  title: text('the form’s heading'),
  intro: sentences('the line under the form’s heading'),
  fields: strict({
    name: field('name'),
    email: field('e-mail').extend({
      hint: sentences('what the browser says when an e-mail address has no full domain'),
    }),
    phone: field('phone'),
  }),
  message: strict({
    label: text('the label of the message box'),
    placeholder: text('the example shown in the empty message box'),
    oneCharacterLeft: text('what the count says when one character is left'),
    charactersLeft: withPlaceholders('what the count says when a few characters are left', 'count'),
    pasteCut: withPlaceholders('what the form says when a paste was too long', 'limit', 'lost'),
  }),
  submit: text('the Send button’s words'),
  sending: text('the Send button’s words while sending'),
  success: text('the sentence after a message is sent'),
  error: text('the sentence after a message could not be sent'),
  errorCauses: strict({
    offline: text('the line for a device that is offline'),
    timeout: text('the line for an e-mail service that did not answer'),
    rateLimited: text('the line for a second message sent too soon'),
    refused: text('the line for a message the e-mail service refused'),
    unavailable: text('the line for an e-mail service that had a problem'),
    stalled: text('the line for a form whose program did not load'),
  }).describe('One plain line under the error sentence, for each cause the form can tell apart.'),
  previewNotice: strict({
    title: text('the heading of the preview notice'),
    text: withPlaceholders('the preview notice', 'inbox').meta(multiline),
  }).describe('Shown above the form on a local preview only, never on the live site.'),
  fallback: strict({
    lead: sentences('the line above the e-mail and copy buttons'),
    mailLabel: text('the words of the e-mail button'),
    copyLabel: text('the words of the copy button'),
    copied: text('what the form says once the message is copied'),
    copyRefused: text('what the form says when the browser does not allow copying'),
    tooLong: text('what the form says when the message is too long for an e-mail link'),
    cutNotice: withPlaceholders('the note at the end of a shortened e-mail', 'copyLabel'),
    noMailApp: text('the line before the e-mail address and phones'),
  }).describe('Under the error: the same enquiry can go from the visitor’s own e-mail app.'),
  privacy: strict({
    text: sentences('the privacy sentence under the form'),
    linkLabel: link.shape.label,
    href: link.shape.href,
  }),
  noScript: sentences('what the form says when JavaScript is turned off'),
});

export type ContactFormWords = z.infer<typeof contactForm>;
