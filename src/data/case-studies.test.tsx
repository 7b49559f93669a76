// @vitest-environment content-dom
import { getCollection } from 'astro:content';
import { describe, expect, it } from 'vitest';
import { CaseStudyPage } from '~/components/pages/case-study';
import { caseStudies } from '~/data/case-studies';
import { portfolioCopy } from '~/data/portfolio';
import { sharedClosing } from '~/data/site';
import { entriesInOrder, expectInOrder, renderHtml } from './content.test-support';

// What the case-study files and their projects say; each page must show exactly that.
const projects = await entriesInOrder('projects');
const entries = await getCollection('caseStudies');
const words = portfolioCopy.caseStudy;

describe('the case studies of src/content/case-studies/', () => {
  it('are one page per file, at /portfolio/<project>, in the projects’ order', () => {
    const named = new Set(entries.map(({ id }) => id));
    expect(caseStudies.map(({ slug }) => slug)).toEqual(
      projects.filter(({ id }) => named.has(id)).map(({ id }) => id),
    );
    for (const study of caseStudies) expect(study.meta.path).toBe(`/portfolio/${study.slug}`);
  });

  it.each(caseStudies.map((study) => [study.slug, study] as const))(
    '%s shows its heading, challenge, steps, figures, quote and pictures in order',
    (slug, study) => {
      const { data } = entries.find(({ id }) => id === slug)!;
      renderHtml(
        <CaseStudyPage
          study={study}
          words={words}
          portfolioPath="/portfolio"
          sharedClosing={sharedClosing}
        />,
      );
      expectInOrder(document.body, [
        study.project.name,
        data.headline,
        data.summary,
        words.challengeTitle,
        ...data.challenge,
        words.approachTitle,
        ...data.approach.flatMap(({ title, text }) => [title, text]),
        words.resultsTitle,
        ...data.results.flatMap(({ figure, measures }) => [measures, figure]),
        data.quote.words,
        data.quote.name,
        words.picturesTitle,
      ]);
      const pictures = [...document.querySelectorAll('figure img')];
      expect(pictures.map((img) => img.getAttribute('alt'))).toEqual(
        data.pictures.map(({ alt }) => alt),
      );
      const live = document.querySelector(`a[href="${study.project.url}"]`);
      expect(live).toHaveTextContent(words.liveSiteLabel);
      expect(live).toHaveAttribute('target', '_blank');
    },
  );
});
