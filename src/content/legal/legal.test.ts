import { describe, expect, it } from 'vitest';
import { pageMeta } from '../page-meta';
import { sitePaths } from '../site-paths.test-support';
import { legalDocuments } from './index';
import { privacyPolicy } from './privacy-policy';
import { termsOfService } from './terms-of-service';

describe('legal documents', () => {
  it('has the seven privacy policy sections of SPEC §2, in order', () => {
    expect(privacyPolicy.sections.map((section) => section.title)).toEqual([
      'Information We Collect',
      'How We Use Your Information',
      'How We Share Information',
      'Data Security',
      'Cookies',
      'Changes to This Policy',
      'Contact Us',
    ]);
  });

  it('has the eight terms of service sections of SPEC §2, in order', () => {
    expect(termsOfService.sections.map((section) => section.title)).toEqual([
      'Acceptance of Terms',
      'Use of Services',
      'Account Responsibility',
      'Intellectual Property',
      'Limitation of Liability',
      'Termination',
      'Changes to These Terms',
      'Contact Us',
    ]);
  });

  it('gives every section a unique, URL-safe anchor and some prose', () => {
    for (const document of legalDocuments) {
      const ids = document.sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const section of document.sections) {
        expect(section.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
        expect(section.blocks.some((block) => block.kind === 'paragraph')).toBe(true);
      }
      expect(
        document.sections.at(-1)?.blocks.some((block) => block.kind === 'contact-details'),
      ).toBe(true);
    }
  });

  it('keeps the page metadata of page-meta.ts and a last-updated date', () => {
    expect(privacyPolicy.meta).toBe(pageMeta.privacyPolicy);
    expect(termsOfService.meta).toBe(pageMeta.termsOfService);
    for (const document of legalDocuments) {
      expect(document.lastUpdated.iso).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(document.lastUpdated.iso).toString()).not.toBe('Invalid Date');
    }
  });

  it('is found by the paths the route map gives it', () => {
    const legalRoutes = legalDocuments.map((document) => document.meta.path);
    expect(legalRoutes).toEqual(['/privacy-policy', '/terms-of-service']);
    for (const path of legalRoutes) expect(sitePaths.has(path)).toBe(true);
  });

  it('says how the contact form is delivered and that the site sets no tracking cookies', () => {
    const text = JSON.stringify(privacyPolicy);
    expect(text).toContain('EmailJS');
    expect(text).toMatch(/sets no cookies/);
    expect(text).toMatch(
      /session storage for that tab only.*until you close the tab or your message is sent/,
    );
    expect(JSON.stringify(legalDocuments)).not.toMatch(/lorem|ipsum|TODO|placeholder/i);
  });
});
