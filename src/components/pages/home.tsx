import ArrowRight from 'lucide-react/icons/arrow-right';
import { ClosingCta, type SharedClosing } from '~/components/layout/closing-cta';
import { AboutTeaser } from '~/components/sections/about-teaser';
import { PageHero } from '~/components/sections/page-hero';
import { PortfolioTeaser } from '~/components/sections/portfolio-teaser';
import { ServicesGrid } from '~/components/sections/services-grid';
import { StatList } from '~/components/sections/stat-list';
import { TestimonialsGrid } from '~/components/sections/testimonials-grid';
import { ButtonLink } from '~/components/ui/button-link';
import { Particles } from '~/components/ui/particles';
import { Reveal } from '~/components/ui/reveal';
import { Section } from '~/components/ui/section';
import { SectionHeading } from '~/components/ui/section-heading';
import type { HomePage as HomeCopy } from '~/content/schemas/pages';
import type { PortfolioItem, Service, Testimonial } from '~/content/types';

export interface HomePageProps {
  /** The page's copy: src/content/pages/home.yaml. */
  copy: HomeCopy;
  /** The services, in order, for the services grid. */
  services: readonly Service[];
  /** The client sites teased, in order, pictures encoded. */
  portfolioTeaser: readonly PortfolioItem[];
  /** The testimonials of the copy, numbered by their place. */
  testimonials: readonly Testimonial[];
  /** The site's shared closing section and phone, for the closing call to action. */
  sharedClosing: SharedClosing;
}

export function HomePage({
  copy,
  services,
  portfolioTeaser,
  testimonials,
  sharedClosing,
}: HomePageProps) {
  const { hero, heroStats, services: servicesIntro, about } = copy;
  const { linkLabel, caseStudyLabel, ...portfolioIntro } = copy.portfolio;
  const { items, ...testimonialsIntro } = copy.testimonials;
  return (
    <>
      <PageHero
        tall
        eyebrow={hero.eyebrow}
        title={hero.title}
        highlight={hero.highlight}
        text={hero.text}
        actions={hero.actions}
        background={<HeroBackdrop />}
      >
        <StatList stats={heroStats} className="mx-auto mt-14 max-w-3xl sm:mt-16" />
      </PageHero>

      <Section id="services" labelledBy="services-heading">
        <Reveal>
          <SectionHeading id="services-heading" {...servicesIntro} />
        </Reveal>
        <Reveal delay={0.2} className="mt-14">
          <ServicesGrid services={services} actionLabel={servicesIntro.cardAction} />
        </Reveal>
      </Section>

      <Section id="about" tone="tint" labelledBy="about-heading">
        <AboutTeaser headingId="about-heading" {...about} />
      </Section>

      {/* With every project removed from src/content/home-projects/, the section goes, heading
          and its link to /portfolio with it. */}
      {portfolioTeaser.length > 0 && (
        <Section id="work" labelledBy="work-heading">
          <Reveal>
            <SectionHeading id="work-heading" {...portfolioIntro} />
          </Reveal>
          <Reveal delay={0.2} className="mt-14">
            <PortfolioTeaser
              items={portfolioTeaser}
              linkLabel={linkLabel}
              caseStudyLabel={caseStudyLabel}
            />
          </Reveal>
          <div className="mt-12 flex justify-center">
            <ButtonLink href={portfolioIntro.viewAll.href} variant="secondary">
              {portfolioIntro.viewAll.label}
              <ArrowRight aria-hidden="true" className="size-4" />
            </ButtonLink>
          </div>
        </Section>
      )}

      <Section
        id="testimonials"
        tone="dark"
        labelledBy="testimonials-heading"
        className="relative isolate overflow-hidden"
      >
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_bottom_left,rgba(124,58,237,0.25),transparent_55%),radial-gradient(ellipse_at_top_right,rgba(34,211,238,0.12),transparent_50%)]"
        />
        <Reveal>
          <SectionHeading id="testimonials-heading" tone="dark" {...testimonialsIntro} />
        </Reveal>
        <Reveal delay={0.2} className="mt-14">
          <TestimonialsGrid testimonials={testimonials} />
        </Reveal>
      </Section>

      <ClosingCta shared={sharedClosing} />
    </>
  );
}

/** Decorative layers behind the home hero: a faint grid, 40 particles and soft glows. */
function HeroBackdrop() {
  return (
    <>
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(rgba(255,255,255,0.04)_1px,transparent_1px),linear-gradient(90deg,rgba(255,255,255,0.04)_1px,transparent_1px)] mask-[radial-gradient(ellipse_at_center,black_30%,transparent_75%)] bg-size-[3rem_3rem]"
      />
      <Particles count={40} seed={40} />
      <div
        aria-hidden="true"
        className="absolute -top-56 left-1/2 -z-10 h-[44rem] w-[64rem] -translate-x-1/2 bg-[radial-gradient(closest-side,rgb(79_70_229/0.3),transparent)]"
      />
      <div
        aria-hidden="true"
        className="absolute -right-44 -bottom-12 -z-10 size-[36rem] bg-[radial-gradient(closest-side,rgb(124_58_237/0.24),transparent)]"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-36 -left-44 -z-10 size-[32rem] bg-[radial-gradient(closest-side,rgb(34_211_238/0.12),transparent)]"
      />
    </>
  );
}
