import ArrowLeft from 'lucide-react/icons/arrow-left';
import ArrowUpRight from 'lucide-react/icons/arrow-up-right';
import { ClosingCta, type SharedClosing } from '~/components/layout/closing-cta';
import { CaseStudyPictures } from '~/components/sections/case-study-pictures';
import { ChipList } from '~/components/sections/chip-list';
import { PageHero } from '~/components/sections/page-hero';
import { ProcessSteps } from '~/components/sections/process-steps';
import { ResultFigures } from '~/components/sections/result-figures';
import { TestimonialCard } from '~/components/sections/testimonial-card';
import { ButtonLink } from '~/components/ui/button-link';
import { Reveal } from '~/components/ui/reveal';
import { Section } from '~/components/ui/section';
import { SectionHeading } from '~/components/ui/section-heading';
import type { PortfolioPage } from '~/content/schemas/pages';
import type { CaseStudy } from '~/content/types';

export interface CaseStudyPageProps {
  study: CaseStudy;
  /** The words every case study shares: src/content/pages/portfolio.yaml, `caseStudy`. */
  words: PortfolioPage['caseStudy'];
  /** Where the link back to every project leads: /portfolio. */
  portfolioPath: string;
  sharedClosing: SharedClosing;
}

/**
 * /portfolio/<project>: the result in the heading, the client's challenge, our approach in
 * steps, the figures, the client's words and the pictures, then the shared call to action.
 */
export function CaseStudyPage({ study, words, portfolioPath, sharedClosing }: CaseStudyPageProps) {
  const { project, headline, summary, challenge, approach, results, quote, pictures } = study;
  return (
    <>
      <PageHero eyebrow={project.name} title={headline} text={summary}>
        <ChipList chips={project.tags} label={`${project.name} tags`} className="mt-10" />
        <div className="mt-10 flex flex-col items-center justify-center gap-4 sm:flex-row">
          <ButtonLink href={project.url} variant="light" external>
            {words.liveSiteLabel}
            <span className="sr-only">{`: ${project.name} (opens in a new tab)`}</span>
            <ArrowUpRight aria-hidden="true" className="size-4" />
          </ButtonLink>
          <ButtonLink href={portfolioPath} variant="outline-light">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {words.backLabel}
          </ButtonLink>
        </div>
      </PageHero>

      <Section labelledBy="challenge-heading">
        <div className="mx-auto max-w-3xl">
          <SectionHeading id="challenge-heading" title={words.challengeTitle} align="left" />
          {challenge.map((paragraph) => (
            <p key={paragraph} className="mt-6 text-lg leading-8 text-slate-600">
              {paragraph}
            </p>
          ))}
        </div>
      </Section>

      <Section tone="tint" labelledBy="approach-heading">
        <SectionHeading id="approach-heading" title={words.approachTitle} />
        <ProcessSteps
          steps={approach.map(({ title, text }, index) => ({
            step: String(index + 1).padStart(2, '0'),
            title,
            description: text,
          }))}
        />
      </Section>

      <Section labelledBy="results-heading">
        <Reveal>
          <SectionHeading id="results-heading" title={words.resultsTitle} />
        </Reveal>
        <ResultFigures results={results} />
      </Section>

      <Section tone="dark" className="!py-16 lg:!py-20">
        <TestimonialCard
          className="mx-auto max-w-3xl"
          testimonial={{
            id: 1,
            name: quote.name,
            position: quote.role,
            company: project.name,
            feedback: quote.words,
          }}
        />
      </Section>

      <Section labelledBy="pictures-heading">
        <SectionHeading id="pictures-heading" title={words.picturesTitle} />
        <CaseStudyPictures pictures={pictures} />
      </Section>

      <ClosingCta shared={sharedClosing} />
    </>
  );
}
