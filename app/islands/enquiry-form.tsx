import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { EnquiryForm } from '~/components/contact/enquiry-form';

/**
 * The contact form's island: React hydrates the form alone, inside the prerendered page,
 * when the enhancement script asks (app/enhance/islands.ts). The markup React wrote for it
 * at build time, in routes/contact.tsx, is what it finds here, so nothing is re-rendered.
 */
export function hydrateEnquiryForm(container: Element) {
  hydrateRoot(container, <HydratedEnquiryForm />);
}

function HydratedEnquiryForm() {
  // Tells tests (and anyone curious) that the form is live.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <EnquiryForm />;
}
