import ArrowRight from 'lucide-react/icons/arrow-right';
import ArrowUpRight from 'lucide-react/icons/arrow-up-right';
import { ResponsiveImage } from '~/components/media/responsive-image';
import type { PortfolioProject } from '~/content/types';
import { cardLinks } from '~/lib/case-study-links';
import { projectTags } from '~/lib/project-tags';

export interface ProjectCardProps {
  project: PortfolioProject;
  /** Label of the external link, e.g. 'Visit live site'. */
  linkLabel: string;
  /** Label of the link of a project with a case study, e.g. 'Read the case study'. */
  caseStudyLabel: string;
  /** How many tags the card lists after the category before it shows '+N More'. */
  tagLimit: number;
  /** A wide card with the image beside the text on large screens. */
  featured?: boolean;
}

/**
 * A portfolio project: image with its category badge, name, description, tags, a link to its case
 * study when it has one, and a link to the live site, in a new tab.
 */
export function ProjectCard({
  project,
  linkLabel,
  caseStudyLabel,
  tagLimit,
  featured = false,
}: ProjectCardProps) {
  const { name, url, image, description } = project;
  const links = cardLinks(
    { name, liveSite: url, caseStudy: project.caseStudy },
    { caseStudyLabel, linkLabel },
  );
  const { category, shown, more } = projectTags(project.tags, tagLimit);
  return (
    <article
      className={`group flex h-full flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm transition duration-300 hover:-translate-y-1 hover:shadow-2xl hover:shadow-ink-900/10 ${
        featured ? 'lg:grid lg:grid-cols-[1.15fr_1fr]' : ''
      }`}
    >
      <div
        className={`relative overflow-hidden bg-slate-100 ${featured ? 'aspect-[16/10] lg:aspect-auto lg:min-h-[26rem]' : 'aspect-[16/10]'}`}
      >
        <ResponsiveImage
          image={image}
          sizes={
            featured
              ? '(min-width: 1024px) 680px, 100vw'
              : '(min-width: 1024px) 600px, (min-width: 640px) 50vw, 100vw'
          }
          className="absolute inset-0 size-full object-cover transition duration-700 group-hover:scale-105"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-gradient-to-t from-ink-950/40 via-transparent to-transparent"
        />
        <p className="absolute top-4 left-4 rounded-full bg-white/95 px-3.5 py-1.5 text-xs font-bold tracking-wide text-brand-700 shadow-md">
          <span className="sr-only">Category: </span>
          {category}
        </p>
      </div>
      <div
        className={`flex flex-1 flex-col p-7 ${featured ? 'sm:p-10 lg:justify-center' : 'sm:p-8'}`}
      >
        <h3 className={`font-bold ${featured ? 'text-2xl sm:text-3xl' : 'text-2xl'}`}>{name}</h3>
        <p className="mt-3 flex-1 leading-7 text-slate-600 lg:flex-none">{description}</p>
        <ul aria-label={`${name} tags`} className="mt-6 flex flex-wrap gap-2">
          {shown.map((tag) => (
            <li
              key={tag}
              className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700 ring-1 ring-brand-100"
            >
              {tag}
            </li>
          ))}
          {more > 0 && (
            <li className="rounded-full bg-ink-950 px-3 py-1 text-xs font-semibold text-white">{`+${more} More`}</li>
          )}
        </ul>
        <div className="mt-8 flex flex-wrap items-center gap-x-7 gap-y-1">
          {links.map((link) => {
            // The live site opens in a new tab, and says so with its arrow up and out.
            const Arrow = link.newTab ? ArrowUpRight : ArrowRight;
            return (
              <a
                key={link.kind}
                href={link.href}
                {...(link.newTab && { target: '_blank', rel: 'noopener noreferrer' })}
                className={`${linkClass} ${link.newTab && links.length > 1 ? 'text-slate-700' : 'text-brand-700'}`}
              >
                {link.label}
                <span className="sr-only">{link.hidden}</span>
                <Arrow
                  aria-hidden="true"
                  className={
                    link.newTab
                      ? 'size-5 transition-transform duration-300 group-hover:translate-x-0.5 group-hover:-translate-y-0.5'
                      : 'size-5 transition-transform duration-300 group-hover:translate-x-0.5'
                  }
                />
              </a>
            );
          })}
        </div>
      </div>
    </article>
  );
}

const linkClass = 'inline-flex min-h-11 items-center gap-2 font-semibold hover:text-brand-800';
