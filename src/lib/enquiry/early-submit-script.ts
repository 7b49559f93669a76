import { inlineScript } from '~/lib/inline-script';
import {
  heldSubmitAttribute,
  heldSubmitBoundMs,
  holdEarlySubmit,
  liveFormAttribute,
} from './early-submit';
import { enquiryMailto, type EnquiryMailtoWords } from './mailto';

// Built with the pages only: inline-script.ts minifies with esbuild, which no browser code may import
// (the form's island imports early-submit.ts for its attribute names).

export interface HoldEarlySubmitOptions {
  formId: string;
  /** The hidden `StalledSend` block shown when the code never arrives. */
  stalledId: string;
  /** The e-mail address, subject and words of the fallback link. */
  mail: { to: string; subject: string; words: EnquiryMailtoWords };
  boundMs?: number;
}

/** The inline script for the form. Its text is hashed into the CSP at build time. */
export function holdEarlySubmitScript({
  formId,
  stalledId,
  mail,
  boundMs = heldSubmitBoundMs,
}: HoldEarlySubmitOptions): string {
  return inlineScript(holdEarlySubmit, enquiryMailto, {
    formId,
    stalledId,
    live: liveFormAttribute,
    held: heldSubmitAttribute,
    boundMs,
    ...mail,
    words: { labels: { ...mail.words.labels }, cutNotice: mail.words.cutNotice },
  });
}
