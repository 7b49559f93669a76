import { ClosingCta, type SharedClosing } from '~/components/layout/closing-cta';
import { ChipList } from '~/components/sections/chip-list';
import { PageHero } from '~/components/sections/page-hero';
import { ProjectCard } from '~/components/sections/project-card';
import { Particles } from '~/components/ui/particles';
import { Reveal } from '~/components/ui/reveal';
import { Section } from '~/components/ui/section';
import { SectionHeading } from '~/components/ui/section-heading';
import type { PortfolioPage as PortfolioCopy } from '~/content/schemas/pages';
import type { PortfolioProject } from '~/content/types';

export interface PortfolioPageProps {
  /** The page's copy: src/content/pages/portfolio.yaml. */
  copy: PortfolioCopy;
  /** The projects, in order, screenshots encoded. */
  projects: readonly PortfolioProject[];
  /** The site's shared closing section and phone, for the closing call to action. */
  sharedClosing: SharedClosing;
}

export function PortfolioPage({ copy, projects, sharedClosing }: PortfolioPageProps) {
  const { hero, projects: projectsIntro, tagLimit, closing } = copy;
  const [featured, ...rest] = projects;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        highlight={hero.highlight}
        text={hero.text}
        actions={hero.actions}
        background={
          <>
            <Particles count={30} seed={30} />
            <div
              aria-hidden="true"
              className="absolute -bottom-56 left-1/2 -z-10 h-[38rem] w-[58rem] -translate-x-1/2 bg-[radial-gradient(closest-side,rgb(124_58_237/0.24),transparent)]"
            />
          </>
        }
      >
        <ChipList chips={hero.chips} label={hero.chipsLabel} className="mt-12" />
      </PageHero>

      {projects.length > 0 ? (
        <Section id={projectsIntro.id} tone="tint" labelledBy="projects-heading">
          <Reveal>
            <SectionHeading
              id="projects-heading"
              eyebrow={projectsIntro.eyebrow}
              title={projectsIntro.title}
              intro={projectsIntro.intro}
            />
          </Reveal>
          <ul className="mt-14 grid gap-8 md:grid-cols-2">
            {featured && (
              <li className="md:col-span-2">
                <Reveal delay={0.2} className="h-full">
                  <ProjectCard
                    project={featured}
                    linkLabel={projectsIntro.linkLabel}
                    caseStudyLabel={projectsIntro.caseStudyLabel}
                    tagLimit={tagLimit}
                    featured
                  />
                </Reveal>
              </li>
            )}
            {rest.map((project, index) => (
              <li key={project.name}>
                <Reveal delay={index % 2 === 0 ? 0.2 : 0.6} className="h-full">
                  <ProjectCard
                    project={project}
                    linkLabel={projectsIntro.linkLabel}
                    caseStudyLabel={projectsIntro.caseStudyLabel}
                    tagLimit={tagLimit}
                  />
                </Reveal>
              </li>
            ))}
          </ul>
        </Section>
      ) : (
        // With every project removed from src/content/portfolio/, the page says so in its own
        // words, without the heading that introduces the projects.
        <Section id={projectsIntro.id} tone="tint">
          <p className="mx-auto max-w-3xl rounded-3xl border border-slate-200 bg-white p-8 text-center text-lg leading-8 text-slate-600 sm:p-10">
            {projectsIntro.noProjects}
          </p>
        </Section>
      )}

      <ClosingCta
        shared={sharedClosing}
        id={closing.id}
        title={closing.title}
        text={closing.text}
        primary={closing.primary}
      />
    </>
  );
}
