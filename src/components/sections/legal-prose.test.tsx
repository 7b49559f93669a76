// @vitest-environment content-dom
import { callLink } from '~/lib/phone';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '~/data/site';
import { legalDocuments, privacyPolicy } from '~/data/legal';
import { LegalProse } from './legal-prose';

describe('LegalProse', () => {
  it('links each table of contents entry to its section heading, in order', () => {
    for (const document of legalDocuments) {
      const { unmount } = render(<LegalProse document={document} business={siteConfig} />);
      const toc = screen.getByRole('navigation', { name: 'On this page' });
      const links = within(toc).getAllByRole('link');
      expect(links).toHaveLength(document.sections.length);
      const headings = screen.getAllByRole('heading', { level: 2 }).slice(1);
      links.forEach((link, index) => {
        const id = link.getAttribute('href')?.slice(1) ?? '';
        expect(headings[index]).toHaveAttribute('id', id);
        expect(link).toHaveTextContent(document.sections[index]?.title ?? '');
      });
      unmount();
    }
  });

  it('shows the last-updated date and the contact details from the site config', () => {
    const privacy = privacyPolicy;
    render(<LegalProse document={privacy} business={siteConfig} />);
    expect(screen.getByText(privacy.lastUpdated.label)).toHaveAttribute(
      'datetime',
      privacy.lastUpdated.iso,
    );
    expect(screen.getByRole('link', { name: siteConfig.email })).toHaveAttribute(
      'href',
      `mailto:${siteConfig.email}`,
    );
    for (const phone of siteConfig.phones) {
      expect(screen.getByRole('link', { name: phone.display })).toHaveAttribute(
        'href',
        callLink(phone.display),
      );
    }
    for (const address of siteConfig.addresses)
      expect(screen.getByText(address.label)).toBeInTheDocument();
  });
});
